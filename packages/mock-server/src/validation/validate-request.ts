import type { ErrorObject } from 'ajv';
import { REQUEST_SCHEMAS } from '../generated/request-schemas.js';
import { type Validate, validatorCompiler } from './ajv.js';
import { contractViolation } from './field-errors.js';

/** The error for a missing JSON body (the contract's bodies are all required). */
export const MISSING_BODY: ErrorObject = {
  keyword: 'required',
  instancePath: '',
  schemaPath: '#',
  params: { missingProperty: '' },
  message: 'A JSON body is required.',
};

/** A request's parts as an adapter parsed them; path, query and header values are strings (or arrays). */
export type RequestParts = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
};

export type ContractViolation = ReturnType<typeof contractViolation>;

type Part = 'params' | 'body' | 'querystring' | 'headers';

const validators = new Map<string, Validate | null>();
let warnedNoEval = false;

function validatorFor(operationId: string, part: Part, schema: object | undefined): Validate | null {
  if (!schema) return null;
  const id = `${operationId} ${part}`;
  if (!validators.has(id)) {
    const validate = validatorCompiler({ schema, httpPart: part });
    try {
      validate(undefined); // compiles now, so a browser without eval is found out here
      validators.set(id, validate);
    } catch (error) {
      // A page whose CSP forbids eval (Ajv compiles to code) cannot validate: say so once, go on unchecked.
      if (!(error instanceof EvalError)) throw error;
      if (!warnedNoEval) console.warn('mock bank: request validation is off (this page forbids eval).');
      warnedNoEval = true;
      validators.set(id, null);
    }
  }
  return validators.get(id) ?? null;
}

/**
 * Checks a request against the contract the way the Fastify adapter does: the same schemas (generated
 * from the same conversion, src/generated/request-schemas.ts), the same compiler, the same order
 * (a missing body first, then params, body, querystring, headers) and the same error body. Path, query
 * and header strings are coerced to the contract's types in place, and defaults are filled in.
 */
export function validateRequest(operationId: string, parts: RequestParts): ContractViolation | null {
  const schema = REQUEST_SCHEMAS[operationId];
  if (!schema) return null;
  if (schema.jsonBody && (parts.body === undefined || parts.body === null)) {
    return contractViolation([MISSING_BODY], 'body');
  }
  const checks: [Part, object | undefined, unknown][] = [
    ['params', schema.params, parts.params],
    ['body', schema.body, parts.body],
    ['querystring', schema.querystring, parts.query],
    ['headers', schema.headers, parts.headers],
  ];
  for (const [part, partSchema, data] of checks) {
    const validate = validatorFor(operationId, part, partSchema);
    if (validate && !validate(data)) return contractViolation(validate.errors ?? [], part);
  }
  return null;
}
