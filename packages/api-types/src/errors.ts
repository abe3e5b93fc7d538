export const GENERIC_ERROR_TEXT = 'Something went wrong. Please try again.';
export const SESSION_EXPIRED_TEXT = 'Session expired. Please log in again.';

type FieldErrorValue = string | readonly string[] | { message?: unknown } | null | undefined;

/** The error body (rule API-03): a message, and per-field errors as a list, a string or an object with a message. */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, FieldErrorValue>;
  code?: string;
  retry_after?: number;
  attempts_remaining?: number;
}

/** A non-2xx answer from the API, with its parsed body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: unknown, retryAfterHeader?: string | null) {
    const parsed = asErrorBody(body);
    super(parsed?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parsed;
    const fromHeader = retryAfterHeader ? Number.parseInt(retryAfterHeader, 10) : Number.NaN;
    this.retryAfterSeconds = Number.isFinite(fromHeader) ? fromHeader : parsed?.retry_after;
  }
}

/** The refresh call failed: the session is over (401) or the server could not renew it. */
export class SessionExpiredError extends Error {
  readonly status: number | undefined;
  constructor(message: string = SESSION_EXPIRED_TEXT, status?: number) {
    super(message);
    this.name = 'SessionExpiredError';
    this.status = status;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asErrorBody(body: unknown): ErrorBody | undefined {
  if (!isRecord(body)) return undefined;
  const result: ErrorBody = {};
  if (typeof body.message === 'string') result.message = body.message;
  if (isRecord(body.errors)) result.errors = body.errors as Record<string, FieldErrorValue>;
  if (typeof body.code === 'string') result.code = body.code;
  if (typeof body.retry_after === 'number') result.retry_after = body.retry_after;
  if (typeof body.attempts_remaining === 'number') result.attempts_remaining = body.attempts_remaining;
  return result;
}

/** The first message of one field's errors, whichever of the three shapes it has. */
export function firstFieldMessage(value: FieldErrorValue): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (Array.isArray(value))
    return value.find((item): item is string => typeof item === 'string' && item !== '');
  if (isRecord(value) && typeof value.message === 'string') return value.message || undefined;
  return undefined;
}

/** Every field's first message, keyed by field (for showing each under its form field). */
export function getFieldErrors(error: unknown): Record<string, string> {
  const errors = error instanceof ApiError ? error.body?.errors : undefined;
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors ?? {})) {
    const message = firstFieldMessage(value);
    if (message) result[field] = message;
  }
  return result;
}

/**
 * The error text (rule API-04): with an errors object, the first message of each field joined by newlines
 * (falling back to the response message); else with a response, its message or the generic text; else the
 * error's own message or code.
 */
export function getErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const fieldMessages = Object.values(getFieldErrors(error));
    if (fieldMessages.length > 0) return fieldMessages.join('\n');
    return error.body?.message || GENERIC_ERROR_TEXT;
  }
  if (isRecord(error)) {
    if (typeof error.message === 'string' && error.message) return error.message;
    if (typeof error.code === 'string' || typeof error.code === 'number') return String(error.code);
  }
  if (typeof error === 'string' && error) return error;
  return GENERIC_ERROR_TEXT;
}
