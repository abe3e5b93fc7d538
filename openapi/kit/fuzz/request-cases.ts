import fc from 'fast-check';
import type { Contract, KitOperation, KitParameter } from '../contract.js';
import { jsonRequestMedia } from '../request-builder.js';
import { invalidValue, MUTATIONS, type Mutation } from './invalid-values.js';
import { randomStream, schemaValue } from './schema-values.js';

type Node = Record<string, unknown>;

/** One generated request: valid, or broken in one stated way at one stated place. */
export interface FuzzCase {
  valid: boolean;
  /** How an invalid case was broken, and where: 'wrong type at /amount', 'query limit=abc'. */
  broken?: string;
  query: Record<string, string>;
  body?: unknown;
}

/** What a case starts from: the values that make the operation's path, and the body it documents. */
export interface CaseBase {
  values: Record<string, string>;
  body: unknown;
}

/** Query values a bank must refuse for some schema; which ones a parameter refuses, its schema says. */
const BAD_QUERY_VALUES = ['not_in_contract', 'abc', '-1', '999999999', '2026-13-45', '!!', 'x'.repeat(300)];

/** A query string's value as JSON Schema sees it: a number or boolean where the schema asks for one. */
function coerced(schema: Node, text: string): unknown {
  const type = schema.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * `count` valid and `count` invalid requests of an operation, drawn by fast-check from `seed`: valid ones
 * with generated query parameters (safe operations only: a valid unsafe request would change the bank),
 * invalid ones with one query parameter the schema refuses or with the documented body broken one way.
 */
export function requestCases(
  contract: Contract,
  operation: KitOperation,
  base: CaseBase,
  options: { count: number; seed: number },
): FuzzCase[] {
  const { validator } = contract;
  const components = validator.document.components as Node;
  const plainQuery = operation.parameters.filter((p) => p.in === 'query' && !p.pattern);
  const schemaRefuses = (p: KitParameter) => {
    const pointer = validator.pointerOf(p.schema);
    return (text: string) =>
      pointer !== undefined && validator.schemaErrors(pointer, coerced(p.schema, text)).length > 0;
  };
  const breakable = plainQuery.filter((p) => BAD_QUERY_VALUES.some(schemaRefuses(p)));
  const bodyPointer = requestBodyPointer(contract, operation);
  const baseQuery = Object.fromEntries(
    operation.parameters.flatMap((p) =>
      p.in === 'query' && base.values[p.name] !== undefined ? [[p.name, base.values[p.name] as string]] : [],
    ),
  );
  const draw = fc.record({ pick: fc.nat(), mutation: fc.constantFrom(...MUTATIONS), random: randomStream() });
  const drawn = fc.sample(draw, { seed: options.seed, numRuns: options.count * 2 });
  const cases: FuzzCase[] = [];
  drawn.slice(0, options.count).forEach(({ random }) => {
    if (!operation.safe || plainQuery.length === 0) return;
    const numbers = random[Symbol.iterator]();
    const query = { ...baseQuery };
    for (const p of plainQuery) {
      if (!p.required && (numbers.next().value ?? 0) < 0.5) continue;
      const value = validValue(p, components, numbers, validator);
      if (value !== undefined) query[p.name] = value;
    }
    cases.push({ valid: true, query, ...(base.body === null ? {} : { body: base.body }) });
  });
  drawn.slice(options.count).forEach(({ pick, mutation }) => {
    const inBody =
      bodyPointer !== undefined && base.body !== null && (breakable.length === 0 || pick % 2 === 0);
    if (inBody) {
      const broken = brokenBody(
        base.body,
        mutation,
        pick,
        (value) => validator.schemaErrors(bodyPointer, value).length > 0,
      );
      if (broken)
        cases.push({
          valid: false,
          broken: `${broken.how} at ${broken.at}`,
          query: baseQuery,
          body: broken.value,
        });
      return;
    }
    const parameter = breakable[pick % Math.max(breakable.length, 1)];
    if (!parameter) return;
    const refuses = schemaRefuses(parameter);
    const bad = [...BAD_QUERY_VALUES.slice(pick % BAD_QUERY_VALUES.length), ...BAD_QUERY_VALUES].find(
      refuses,
    );
    if (bad === undefined) return;
    cases.push({
      valid: false,
      broken: `query ${parameter.name}=${bad.length > 20 ? `${bad.slice(0, 8)}…(${bad.length} characters)` : bad}`,
      query: { ...baseQuery, [parameter.name]: bad },
      ...(base.body === null ? {} : { body: base.body }),
    });
  });
  return cases;
}

/**
 * A generated value of a query parameter that its schema accepts, as text; undefined when a few draws gave
 * none (json-schema-faker merges `allOf` loosely: a status from the wider enum of a narrowed one).
 */
function validValue(
  parameter: KitParameter,
  components: Node,
  numbers: Iterator<number>,
  validator: Contract['validator'],
): string | undefined {
  const pointer = validator.pointerOf(parameter.schema);
  for (let draw = 0; draw < 5 && pointer !== undefined; draw++) {
    const value = schemaValue(parameter.schema, components, numbers);
    if (value === null || typeof value === 'object') continue;
    if (validator.schemaErrors(pointer, value).length === 0) return String(value);
  }
  return undefined;
}

function brokenBody(body: unknown, mutation: Mutation, pick: number, isInvalid: (value: unknown) => boolean) {
  const broken = invalidValue(body, mutation, pick, isInvalid);
  return broken ? { ...broken, how: mutation } : null;
}

/** The `#/…` pointer of an operation's JSON request body schema; undefined when it takes none. */
export function requestBodyPointer(contract: Contract, operation: KitOperation): string | undefined {
  const schema = jsonRequestMedia(contract, operation)?.schema;
  return schema && typeof schema === 'object' ? contract.validator.pointerOf(schema) : undefined;
}
