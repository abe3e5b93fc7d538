import { DomainError } from '../domain/bank/index.js';
import type { OperationResult } from './types.js';

export type ErrorBody = {
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
  retry_after?: number;
  attempts_remaining?: number;
};

export function errorResult(
  status: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
): OperationResult {
  const extra: Record<string, string> = { ...headers };
  if (body.retry_after !== undefined) extra['retry-after'] = String(body.retry_after);
  return { status, body, headers: extra };
}

export function fromDomainError(error: DomainError): OperationResult {
  const { code, errors, retryAfter, attemptsRemaining, headers } = error.options;
  const body: ErrorBody = { message: error.message };
  if (code) body.code = code;
  if (errors && Object.keys(errors).length > 0) body.errors = errors;
  if (retryAfter !== undefined) body.retry_after = retryAfter;
  if (attemptsRemaining !== undefined) body.attempts_remaining = Math.max(0, attemptsRemaining);
  return errorResult(error.status, body, headers);
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

export const STATUS_TEXT: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Unauthenticated.',
  403: 'This request was refused.',
  404: 'The requested resource was not found.',
  409: 'The request conflicts with the current state.',
  410: 'The resource is gone.',
  413: 'The request body is too large.',
  415: 'Unsupported media type.',
  422: 'The given data was invalid.',
  429: 'Too many requests. Try again later.',
  500: 'Something went wrong on our side.',
  502: 'Bad gateway.',
  503: 'The service is unavailable. Try again later.',
  504: 'The upstream service timed out.',
};

/**
 * A business refusal is stored with the idempotency key and replayed (as the contract says); a request
 * that was never processed (invalid input, not found, rate limited) is not, so it stores nothing.
 */
export function isReplayableRefusal(error: unknown): error is DomainError {
  return (
    error instanceof DomainError &&
    error.status !== 429 &&
    error.status !== 404 &&
    error.options.code !== 'validation_failed'
  );
}
