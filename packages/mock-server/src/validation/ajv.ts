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

/** Compiles on first use: ~50 routes compiled eagerly would cost a few hundred ms at start. */
export function validatorCompiler({ schema, httpPart }: { schema: object; httpPart?: string }) {
  let compiled: Validate | null = null;
  const validate: Validate = (data) => {
    compiled ??= (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema) as Validate;
    const ok = compiled(data);
    validate.errors = compiled.errors ?? null;
    return ok;
  };
  return validate;
}
