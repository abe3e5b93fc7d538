import type { Authenticated } from '../domain/auth/index.js';
import type { Bank } from '../domain/bank/index.js';
import { unauthenticated } from '../domain/bank/index.js';
import { requireOrg } from '../domain/team/index.js';

type DataResult<T, S extends number> = { status: S; body: { data: T }; headers?: Record<string, string> };

/** A `{ data }` answer, 200 unless told; the status stays a literal so the handler's contract type checks it. */
export function data<T>(value: T): DataResult<T, 200>;
export function data<T, S extends number>(
  value: T,
  status: S,
  headers?: Record<string, string>,
): DataResult<T, S>;
export function data<T>(value: T, status = 200, headers?: Record<string, string>): DataResult<T, number> {
  return { status, body: { data: value }, ...(headers ? { headers } : {}) };
}

type MessageResult<S extends number> = { status: S; body: { message: string } };

export function message(text: string): MessageResult<200>;
export function message<S extends number>(text: string, status: S): MessageResult<S>;
export function message(text: string, status = 200): MessageResult<number> {
  return { status, body: { message: text } };
}

/** A query value as the list filters take it: the first of a repeated name, a number as text, '' as absent. */
export function queryString<Q extends object>(query: Q, name: keyof Q & string): string | undefined {
  const v: unknown = (query as Record<string, unknown>)[name];
  if (Array.isArray(v)) return typeof v[0] === 'string' ? v[0] : undefined;
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function authOf(ctx: { auth: Authenticated | null }): Authenticated {
  if (!ctx.auth) throw unauthenticated();
  return ctx.auth;
}

/** The caller and the organization the path names (the permission check has found the membership). */
export function orgScope(ctx: {
  bank: Bank;
  auth: Authenticated | null;
  req: { params: { account: string } };
}) {
  const actor = authOf(ctx).user;
  const orgRef = ctx.req.params.account;
  requireOrg(ctx.bank.store, actor, orgRef);
  return { actor, orgRef };
}
