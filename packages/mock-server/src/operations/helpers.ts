import { unauthenticated } from '../domain/errors.js';
import type { Authenticated } from '../domain/tokens.js';
import type { HandlerContext, OperationResult } from './types.js';

export const data = (value: unknown, status = 200, headers?: Record<string, string>): OperationResult => ({
  status,
  body: { data: value },
  ...(headers ? { headers } : {}),
});

export const message = (text: string, status = 200): OperationResult => ({ status, body: { message: text } });

export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function queryString(query: Record<string, unknown>, name: string): string | undefined {
  const v = query[name];
  if (Array.isArray(v)) return typeof v[0] === 'string' ? v[0] : undefined;
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function param(ctx: HandlerContext, name: string): string {
  return ctx.req.params[name] ?? '';
}

export function authOf(ctx: HandlerContext): Authenticated {
  if (!ctx.auth) throw unauthenticated();
  return ctx.auth;
}

export const user = (ctx: HandlerContext) => authOf(ctx).user;
