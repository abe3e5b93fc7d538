import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isSecretField, REDACTED, redactBody, redactHeaders, redactJsonText, redactQuery } from './redact.js';

type Schema = Record<string, unknown>;
const contract = parse(
  readFileSync(createRequire(import.meta.url).resolve('@portal/openapi/openapi.yaml'), 'utf8'),
) as { paths: Record<string, Record<string, Schema>> };

/** The contract's schemas that hold a credential; every property so typed is a secret. */
const SECRET_SCHEMAS = new Set([
  'TotpCode',
  'CurrentPassword',
  'NewPassword',
  'OpaqueToken',
  'AccessTokenValue',
]);
/** Plain strings the contract names as secrets: a TOTP setup's secret and the URI and QR code spelling it, a key's. */
const SECRET_PROPERTIES = new Set(['secret', 'otpauth_uri', 'qr_code']);

const at = (pointer: string): Schema =>
  pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<Schema>((node, key) => node[key.replaceAll('~1', '/')] as Schema, contract as Schema);

type Field = { side: 'request' | 'response'; path: string[]; secret: boolean; where: string };

/** Every named property of a body schema, with whether the contract makes it a credential. */
function fieldsOf(schema: unknown, side: Field['side'], where: string): Field[] {
  const out: Field[] = [];
  const walk = (node: unknown, path: string[], seen: ReadonlySet<string>) => {
    if (!node || typeof node !== 'object') return;
    const s = node as Schema;
    if (typeof s.$ref === 'string') {
      if (seen.has(s.$ref)) return;
      walk(at(s.$ref), path, new Set([...seen, s.$ref]));
      return;
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'])
      for (const part of (s[key] as unknown[] | undefined) ?? []) walk(part, path, seen);
    if (s.items) walk(s.items, path, seen);
    for (const [name, property] of Object.entries((s.properties as Record<string, Schema>) ?? {})) {
      const ref = typeof property.$ref === 'string' ? property.$ref.split('/').pop() : undefined;
      const secret = (ref !== undefined && SECRET_SCHEMAS.has(ref)) || SECRET_PROPERTIES.has(name);
      out.push({ side, path: [...path, name], secret, where });
      walk(property, [...path, name], seen);
    }
  };
  walk(schema, [], new Set());
  return out;
}

function contractFields(): Field[] {
  const fields: Field[] = [];
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item)) {
      if (typeof operation?.operationId !== 'string') continue;
      const id = operation.operationId;
      const body = operation.requestBody as Schema | undefined;
      const request = (body?.$ref ? at(String(body.$ref)) : body) as { content?: Record<string, Schema> };
      for (const media of Object.values(request?.content ?? {}))
        fields.push(...fieldsOf(media.schema, 'request', `${id} request`));
      for (const [status, answer] of Object.entries((operation.responses as Record<string, Schema>) ?? {})) {
        const response = (answer.$ref ? at(String(answer.$ref)) : answer) as {
          content?: Record<string, Schema>;
        };
        for (const media of Object.values(response.content ?? {}))
          fields.push(...fieldsOf(media.schema, 'response', `${id} ${status}`));
      }
    }
  }
  return fields;
}

describe('redaction by the contract (rule MJR-03)', () => {
  it('hides exactly the fields the contract types as credentials, in requests and answers alike', () => {
    const fields = contractFields();
    // The walk reached what it must judge: a password, a two-factor code, an error's code, a file link's token.
    expect(fields.filter((f) => f.secret).length).toBeGreaterThan(20);
    expect(fields).toContainEqual(
      expect.objectContaining({ side: 'response', path: ['code'], secret: false }),
    );
    expect(fields).toContainEqual(
      expect.objectContaining({ side: 'response', path: ['data', 'file', 'token'], secret: false }),
    );
    const wrong = fields
      .filter((f) => isSecretField(f.side, f.path) !== f.secret)
      .map((f) => `${f.where}: ${f.path.join('.')} should ${f.secret ? '' : 'not '}be redacted`);
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('redacts a sign-in password and a confirming code, and keeps an error body readable', () => {
    expect(redactBody('request', { email: 'ada@northwind.test', password: 'Northwind#2026' })).toEqual({
      email: 'ada@northwind.test',
      password: REDACTED,
    });
    expect(
      redactBody('request', { amount: '10.00', authorization: { method: 'totp', code: '123456' } }),
    ).toEqual({ amount: '10.00', authorization: { method: 'totp', code: REDACTED } });
    const refusal = {
      message: 'The two-factor code is invalid.',
      code: 'two_factor_invalid',
      errors: { code: ['The two-factor code is invalid.'], password: ['Too short'] },
    };
    expect(redactBody('response', refusal)).toEqual(refusal);
  });

  it('redacts the access token and secrets in answers, inside lists too', () => {
    expect(redactBody('response', { data: { status: 'authenticated', access_token: 'abc' } })).toEqual({
      data: { status: 'authenticated', access_token: REDACTED },
    });
    expect(redactBody('response', { data: [{ secret: 'whsec_1' }, { secret: null }] })).toEqual({
      data: [{ secret: REDACTED }, { secret: null }],
    });
  });

  it('redacts the credential headers and a secret in a query', () => {
    expect(
      redactHeaders({
        Authorization: 'Bearer abc',
        cookie: 'portal_sid=1',
        'set-cookie': ['a=1', 'b=2'],
        'X-XSRF-Token': 'xyz',
        accept: ['application/json', 'text/plain'],
        'content-length': 12,
      }),
    ).toEqual({
      authorization: REDACTED,
      cookie: REDACTED,
      'set-cookie': REDACTED,
      'x-xsrf-token': REDACTED,
      accept: 'application/json, text/plain',
      'content-length': '12',
    });
    expect(redactQuery('page=2&token=abc&status=a&status=b')).toEqual({
      page: '2',
      token: REDACTED,
      status: ['a', 'b'],
    });
  });
});

describe('redaction of JSON text that does not parse', () => {
  it('redacts a secret even where the text is cut inside it', () => {
    expect(redactJsonText('{"data":{"access_token":"abc.def","user":{"email":"a@b"}}')).toBe(
      '{"data":{"access_token":"[redacted]","user":{"email":"a@b"}}',
    );
    expect(redactJsonText('{"data":{"status":"ok","access_token":"abc.d')).toBe(
      '{"data":{"status":"ok","access_token":"[redacted]"',
    );
    expect(redactJsonText('{"message":"x","code":"validation_failed"')).toBe(
      '{"message":"x","code":"validation_failed"',
    );
  });
});
