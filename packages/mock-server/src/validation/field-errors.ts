import type { ErrorObject } from 'ajv';

const SAFE_FIELD = /[^A-Za-z0-9_.[\]-]/g;
const HEADER_NAMES: Record<string, string> = { 'idempotency-key': 'Idempotency-Key' };

function fieldOf(error: ErrorObject, context: string): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    path.push(params.additionalProperty);
  let field = path.join('.');
  if (context === 'headers') field = HEADER_NAMES[field.toLowerCase()] ?? field;
  if (!field) field = context === 'body' ? 'body' : context;
  return field.replace(SAFE_FIELD, '_').slice(0, 200) || 'request';
}

function messageOf(error: ErrorObject, field: string): string {
  const params = error.params as Record<string, unknown>;
  const name = field.split('.').pop() ?? field;
  switch (error.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'additionalProperties':
      return `The ${name} field is not allowed.`;
    case 'type':
      return `The ${name} field must be of type ${String(params.type)}.`;
    case 'enum':
      return `The ${name} field must be one of: ${((params.allowedValues as unknown[]) ?? []).join(', ')}.`;
    case 'pattern':
    case 'format':
      return `The ${name} field has an invalid format.`;
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return `The ${name} field ${error.message ?? 'is out of range'}.`;
    default:
      return `The ${name} field is invalid.`;
  }
}

/** AJV errors → the contract's `errors: { field: [messages] }`. */
export function fieldErrors(errors: ErrorObject[], context: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const field = fieldOf(error, context);
    const list = out[field] ?? [];
    const text = messageOf(error, field);
    if (!list.includes(text) && list.length < 20) list.push(text);
    out[field] = list;
    if (Object.keys(out).length >= 100) break;
  }
  if (Object.keys(out).length === 0)
    out[context === 'body' ? 'body' : context] = ['The request is not valid.'];
  return out;
}

/** The contract's 400 body for a request that does not match it (`context`: params, body, querystring, headers). */
export function contractViolation(errors: ErrorObject[], context: string) {
  return {
    message: 'The request does not match the API contract.',
    code: 'validation_failed',
    errors: fieldErrors(errors, context),
  };
}
