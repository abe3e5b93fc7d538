import type { operations } from '@portal/api-types/schema';
import type { Bank } from '../domain/bank.js';
import type { Upload } from '../domain/kyc.js';
import type { Authenticated } from '../domain/tokens.js';

export type OperationId = keyof operations;

export type CookieSpec = {
  name: string;
  value: string;
  httpOnly: boolean;
  path: string;
  /** Seconds; 0 clears the cookie. Absent: a session cookie. */
  maxAge?: number;
};

/** A framework-neutral request: Fastify and MSW both build one. */
export type OperationRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  cookies: Record<string, string>;
  body: unknown;
  ip: string;
  /** Multipart upload, parsed by the adapter (KYC documents). */
  upload?: Upload;
};

export type OperationResult = {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: CookieSpec[];
};

export type HandlerContext = {
  bank: Bank;
  req: OperationRequest;
  /** Present for every operation that needs the bearer token. */
  auth: Authenticated | null;
};

export type Handler = (ctx: HandlerContext) => OperationResult | Promise<OperationResult>;

export type HandlerMap = Record<OperationId, Handler>;
