import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The request validators of both adapters (Fastify's validator compiler, and the MSW adapter through
 * validate-request.ts): bodies are checked strictly (no type coercion, extra properties refused), while
 * path, query and header values, which arrive as strings, are coerced to the contract's types.
 */
function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
    useDefaults: true,
  });
  addFormats(ajv);
  for (const name of ['int32', 'int64', 'password', 'double', 'float']) ajv.addFormat(name, true);
  return ajv;
}

const strictAjv = makeAjv(false);
const coercingAjv = makeAjv(true);

export type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const DECIMAL_INTEGER = /^-?\d+$/;

/** The properties of a path, query or header schema that the contract types as integers. */
function integerProperties(schema: object): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, s]) => s.type === 'integer' || (Array.isArray(s.type) && s.type.includes('integer')))
    .map(([name]) => name);
}

/**
 * An integer in a path, query or header is written in decimal digits: Ajv's coercion would also take
 * `1e3`, `0x10`, `1.0` or ` 5` (JavaScript's Number()), so these are refused before it runs, as a type error.
 */
function notDecimalIntegers(data: unknown, names: readonly string[]): ErrorObject[] {
  if (names.length === 0 || data === null || typeof data !== 'object') return [];
  const values = data as Record<string, unknown>;
  return names
    .filter((name) => {
      const value = values[name];
      return [value].flat().some((v) => typeof v === 'string' && !DECIMAL_INTEGER.test(v));
    })
    .map((name) => ({
      keyword: 'type',
      instancePath: `/${name}`,
      schemaPath: `#/properties/${name}/type`,
      params: { type: 'integer' },
      message: 'must be integer',
    }));
}

/** Compiles on first use: ~50 routes compiled eagerly would cost a few hundred ms at start. */
export function validatorCompiler({ schema, httpPart }: { schema: object; httpPart?: string }) {
  let compiled: Validate | null = null;
  const integers = httpPart === 'body' ? [] : integerProperties(schema);
  const validate: Validate = (data) => {
    compiled ??= (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema) as Validate;
    const refused = notDecimalIntegers(data, integers);
    if (refused.length > 0) {
      validate.errors = refused;
      return false;
    }
    const ok = compiled(data);
    validate.errors = compiled.errors ?? null;
    return ok;
  };
  return validate;
}
