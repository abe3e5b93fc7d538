import type { operations } from '@portal/api-types/schema';
import type { Authenticated } from '../domain/auth/index.js';
import type { Bank } from '../domain/bank/index.js';
import type { Upload } from '../domain/recipients/index.js';

export type OperationId = keyof operations;

export type CookieSpec = {
  name: string;
  value: string;
  httpOnly: boolean;
  path: string;
  /** Seconds; 0 clears the cookie. Absent: a session cookie. */
  maxAge?: number;
};

/** A framework-neutral request as an adapter parsed it: Fastify and MSW both build one. */
export type OperationRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  cookies: Record<string, string>;
  body: unknown;
  ip: string;
  /** The API key the request was authenticated with (set by dispatch; the audit log names it). */
  apiKey?: { ref: string; name: string };
  /** Multipart upload, parsed by the adapter (KYC documents). */
  upload?: Upload;
};

/** A file sent as it is (a statement, an export): the adapters set its type and attachment name. */
export type FileBody = { content: Uint8Array; contentType: string; fileName: string };

/**
 * What an injected fault does to the answer on its way (the adapters carry it out): it never comes (timeout),
 * the connection is cut (drop), or the answer arrives broken (malformed, truncated) or slowly (slow_body).
 */
export type NetworkEffect =
  | { kind: 'timeout' }
  | { kind: 'drop' }
  | { kind: 'malformed' }
  | { kind: 'truncated' }
  | { kind: 'slow_body'; durationMs: number };

/** What an adapter sends back, whatever the operation. */
export type OperationResult = {
  status: number;
  body?: unknown;
  /** Instead of a JSON body. */
  file?: FileBody;
  headers?: Record<string, string>;
  cookies?: CookieSpec[];
  /** An injected fault's effect on this answer (the status and body are the bank's own, or never sent). */
  network?: NetworkEffect;
};

/** A request part the contract does not define for an operation. */
type None = Record<string, never>;
type Defined<T> = [Exclude<T, undefined>] extends [never] ? None : Exclude<T, undefined>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** The path parameters of an operation, as the contract names them. */
export type PathParams<K extends OperationId> = K extends OperationId
  ? Defined<operations[K]['parameters']['path']>
  : never;
/** The query parameters of an operation, coerced to the contract's types by the validation. */
export type QueryParams<K extends OperationId> = K extends OperationId
  ? Defined<operations[K]['parameters']['query']>
  : never;
/** The JSON body of an operation (undefined for none, and for the multipart upload: see `upload`). */
export type RequestBody<K extends OperationId> = K extends OperationId
  ? operations[K] extends { requestBody: infer Body }
    ? JsonOf<Body>
    : undefined
  : never;

/**
 * A request after the contract check: both adapters validate params, query and body against the
 * contract's schemas before dispatch, so the handler reads them with the generated types.
 */
export type ContractRequest<K extends OperationId> = Omit<OperationRequest, 'params' | 'query' | 'body'> & {
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
};

type Responses<K extends OperationId> = operations[K]['responses'];
type ResultFor<Status, Body> = {
  status: Status;
  headers?: Record<string, string>;
  cookies?: CookieSpec[];
} & ([Body] extends [undefined] ? { body?: undefined; file?: FileBody } : { body: Body });

/** One of the answers the contract lists for an operation: its status with that status's JSON body. */
export type ResultOf<K extends OperationId> = K extends OperationId
  ? { [Status in keyof Responses<K>]: ResultFor<Status, JsonOf<Responses<K>[Status]>> }[keyof Responses<K>]
  : never;

export type HandlerContext<K extends OperationId = OperationId> = {
  bank: Bank;
  req: ContractRequest<K>;
  /** Present for every operation that needs the bearer token. */
  auth: Authenticated | null;
};

/** The handler of one operation: typed from the contract's request and responses of `operations[K]`. */
export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => ResultOf<K> | Promise<ResultOf<K>>;

export type HandlerMap = { [K in OperationId]: Handler<K> };
