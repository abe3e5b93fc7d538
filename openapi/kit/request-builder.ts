import { randomUUID } from 'node:crypto';
import { sample } from 'openapi-sampler';
import type { Contract, KitOperation } from './contract.js';
import type { ValuePool } from './value-pool.js';

type Node = Record<string, unknown>;

const isRecord = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The JSON body an operation documents: its media example, else its first named example, else a sample of its
 * schema (openapi-sampler, the contract's own examples first). Null when it takes no JSON body.
 */
export function exampleBody(contract: Contract, operation: KitOperation): unknown {
  const media = jsonRequestMedia(contract, operation);
  if (!media) return null;
  if (media.example !== undefined) return structuredClone(media.example);
  const named = Object.values((media.examples as Node | undefined) ?? {})[0];
  if (isRecord(named)) {
    const example = contract.validator.resolve(named) as Node;
    if (example.value !== undefined) return structuredClone(example.value);
  }
  return sample(media.schema as never, { skipReadOnly: true, quiet: true }, contract.validator.document);
}

/** The `application/json` media of an operation's request body, its `$ref`s followed; undefined without one. */
export function jsonRequestMedia(contract: Contract, operation: KitOperation): Node | undefined {
  const entry = contract.validator.operations.find((e) => e.operationId === operation.operationId);
  const requestBody = contract.validator.resolve(
    (entry?.operation.requestBody as Node | undefined) ?? {},
  ) as Node;
  return (requestBody.content as Node | undefined)?.['application/json'] as Node | undefined;
}

/**
 * Every string of a body that reads as a ref of some type ('rcp_…') and is none the bank has answered with,
 * replaced by a ref of that type the bank has: an example's made-up recipient becomes one of the bank's, the
 * first that agrees with the fields beside it (a recipient in the payment's currency), else the first.
 */
export function withBankRefs(
  body: unknown,
  patterns: readonly RegExp[],
  pool: ValuePool,
  beside: Node = {},
): unknown {
  if (typeof body === 'string') {
    const pattern = patterns.find((p) => p.test(body));
    if (!pattern || pool.has(body)) return body;
    const found = pool.matching(pattern);
    return (found.find((f) => agrees(f.object, beside)) ?? found[0])?.ref ?? body;
  }
  if (Array.isArray(body)) return body.map((item) => withBankRefs(item, patterns, pool, beside));
  if (isRecord(body))
    return Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, withBankRefs(v, patterns, pool, body)]),
    );
  return body;
}

/** Whether every plain field an object shares with a body's fields has the body's value. */
const agrees = (object: Node, fields: Node) =>
  Object.entries(fields).every(
    ([key, value]) =>
      value === null ||
      typeof value === 'object' ||
      object[key] === undefined ||
      object[key] === null ||
      typeof object[key] === 'object' ||
      object[key] === value,
  );

/** Every ref type's pattern the contract declares ('#/components/schemas/*Ref'). */
export function refPatterns(contract: Contract): RegExp[] {
  const schemas = (contract.validator.document.components.schemas ?? {}) as Record<string, Node>;
  return Object.entries(schemas)
    .filter(([name, schema]) => name.endsWith('Ref') && typeof schema.pattern === 'string')
    .map(([, schema]) => new RegExp(String(schema.pattern)));
}

/** A fresh Idempotency-Key for each operation that takes one (a UUID, as the contract asks). */
export function idempotencyHeaders(operation: KitOperation): Record<string, string> {
  return operation.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')
    ? { 'Idempotency-Key': randomUUID() }
    : {};
}

/** A ref of a ref type's pattern ('^usr_[A-Za-z0-9_]{1,64}$') that no bank has made; null for another pattern. */
export function unknownRef(pattern: RegExp): string | null {
  const prefix = /^\^([a-z]+_)/.exec(pattern.source)?.[1];
  const ref = prefix ? `${prefix}contract_kit_unknown` : null;
  return ref && pattern.test(ref) ? ref : null;
}

/** Every string of a body that reads as a ref of some type, replaced by one of that type no bank has made. */
export function withUnknownRefs(body: unknown, patterns: readonly RegExp[]): unknown {
  if (typeof body === 'string') {
    const pattern = patterns.find((p) => p.test(body));
    return (pattern && unknownRef(pattern)) ?? body;
  }
  if (Array.isArray(body)) return body.map((item) => withUnknownRefs(item, patterns));
  if (isRecord(body))
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, withUnknownRefs(v, patterns)]));
  return body;
}
