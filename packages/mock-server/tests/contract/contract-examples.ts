import type { ContractValidator } from '../../../../openapi/contract-validator.mjs';

/** One example of the contract: where it is, the schema it must satisfy, and what kind of example it is. */
export type ContractExample = {
  /** `#/…` pointer of the example value. */
  at: string;
  /** `#/…` pointer of the schema the value must satisfy. */
  schema: string;
  value: unknown;
  /** A request body's, a path or query parameter's (the values a client sends), or any other. */
  kind: 'request' | 'parameter' | 'other';
  /** The operation the example belongs to, when it is written in one. */
  operationId?: string;
};

type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);
const SUBSCHEMA = ['additionalProperties', 'items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const SUBSCHEMA_MORE = ['unevaluatedProperties', 'unevaluatedItems'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

/**
 * Every example the contract writes, at every level: schema `example` and `examples`, and the `example` and
 * `examples` (inline or `$ref`) of parameters, headers, request bodies and responses, each with the schema it
 * must satisfy. A shared component (response, parameter, example) is listed once per place that uses it, so a
 * ref-shaped value is read with the operation it is sent to.
 */
export function contractExamples(validator: ContractValidator): ContractExample[] {
  const { document } = validator;
  const out: ContractExample[] = [];
  const pointer = (node: object): string => {
    const at = validator.pointerOf(node);
    if (!at) throw new Error('an object outside the contract');
    return at;
  };

  const seenSchemas = new Set<object>();
  const walkSchema = (schema: unknown): void => {
    if (!isObject(schema) || seenSchemas.has(schema)) return;
    seenSchemas.add(schema);
    const at = pointer(schema);
    if ('example' in schema)
      out.push({ at: `${at}/example`, schema: at, value: schema.example, kind: 'other' });
    if (Array.isArray(schema.examples))
      schema.examples.forEach((value, i) => {
        out.push({ at: `${at}/examples/${i}`, schema: at, value, kind: 'other' });
      });
    for (const key of [...SUBSCHEMA, ...SUBSCHEMA_MORE]) walkSchema(schema[key]);
    for (const key of SCHEMA_LISTS)
      if (Array.isArray(schema[key])) for (const s of schema[key]) walkSchema(s);
    for (const key of SCHEMA_MAPS)
      if (isObject(schema[key])) for (const s of Object.values(schema[key])) walkSchema(s);
  };

  /** A parameter, header or media type: its `example` and `examples` against its `schema`. */
  const holder = (raw: unknown, kind: ContractExample['kind'], operationId?: string): void => {
    const node = validator.resolve(raw);
    if (!isObject(node) || !isObject(node.schema)) return;
    walkSchema(node.schema);
    const schema = pointer(node.schema);
    const base = { schema, kind, ...(operationId ? { operationId } : {}) };
    if ('example' in node) out.push({ at: `${pointer(node)}/example`, value: node.example, ...base });
    // A tool without the holder's example takes its schema's (through its $ref): those are sent too.
    const own = validator.resolve(node.schema);
    if (kind !== 'other' && Array.isArray(own.examples))
      own.examples.forEach((value, i) => {
        out.push({ at: `${pointer(own)}/examples/${i}`, value, ...base });
      });
    if (kind !== 'other' && 'example' in own)
      out.push({ at: `${pointer(own)}/example`, value: own.example, ...base });
    if (isObject(node.examples))
      for (const example of Object.values(node.examples)) {
        const resolved = validator.resolve(example) as Node;
        if ('value' in resolved)
          out.push({ at: `${pointer(resolved)}/value`, value: resolved.value, ...base });
      }
  };
  const content = (raw: unknown, kind: ContractExample['kind'], operationId?: string): void => {
    const node = validator.resolve(raw);
    if (!isObject(node)) return;
    if (isObject(node.content))
      for (const media of Object.values(node.content)) holder(media, kind, operationId);
    if (isObject(node.headers))
      for (const header of Object.values(node.headers)) holder(header, 'other', operationId);
  };

  for (const { operationId, template, operation } of validator.operations) {
    const item = document.paths[template] as Node;
    const parameters = [
      ...((item.parameters as unknown[]) ?? []),
      ...((operation.parameters as unknown[]) ?? []),
    ];
    for (const raw of parameters) {
      const p = validator.resolve(raw) as Node;
      holder(p, p.in === 'path' || p.in === 'query' ? 'parameter' : 'other', operationId);
    }
    content(operation.requestBody, 'request', operationId);
    for (const response of Object.values((operation.responses as Node | undefined) ?? {}))
      content(response, 'other', operationId);
  }
  // Components no operation uses are examples all the same.
  const components = document.components as Record<string, Node | undefined>;
  for (const schema of Object.values(components.schemas ?? {})) walkSchema(schema);
  for (const p of Object.values(components.parameters ?? {})) holder(p, 'other');
  for (const h of Object.values(components.headers ?? {})) holder(h, 'other');
  for (const r of Object.values(components.responses ?? {})) content(r, 'other');
  for (const b of Object.values(components.requestBodies ?? {})) content(b, 'other');
  return out;
}
