import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bank } from '../../src/domain/bank/index.js';
import { storeFingerprint } from '../support/fingerprint.js';
import { type Client, OPS, signedIn, TREASURY, testApp } from '../support/test-app.js';

let client: Client;
let bank: Bank;
let recipient = '';

beforeAll(async () => {
  // 1,100 requests by one user on a frozen clock: the general limit (600 a minute, tested in
  // http/rate-limits.test.ts) would answer most of them 429 before the rules under test ran.
  const built = await testApp({ rateLimitPerMinute: 0 });
  bank = built.bank;
  client = await signedIn(built.app);
  recipient = (await client.call('GET', '/accounts/org_northwind/recipients?currency=GBP')).json().data[0]
    .ref;
});

function expectErrorShape(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body = res.json() as { message?: unknown; errors?: unknown };
  expect(typeof body.message, what).toBe('string');
  if (body.errors !== undefined) {
    expect(typeof body.errors).toBe('object');
    for (const v of Object.values(body.errors as object)) {
      expect(Array.isArray(v) || typeof v === 'string' || (typeof v === 'object' && v !== null)).toBe(true);
    }
  }
}

const validPayment = () => ({
  recipient_ref: recipient,
  amount: '10.00',
  currency: 'GBP',
  reason_code: 'SUPP',
  reference: 'PBT',
});
const validRecipient = {
  type: 'business',
  name: 'Property Test Ltd',
  country: 'GB',
  currency: 'GBP',
  bank_details: { scheme: 'sort_code', sort_code: '200000', account_number: '55779911' },
};
const validQuote = { sell_currency: 'EUR', buy_currency: 'CHF', sell_amount: '100.00' };

const badValue = fc.oneof(
  fc.constantFrom(
    '0',
    '-0',
    '-1',
    '1e3',
    'NaN',
    '10.001',
    '9007199254740993',
    '',
    ' ',
    '💸',
    'DROP TABLE',
    '0x10',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.string({ maxLength: 20 }).map((s) => `\u0001${s}`),
);
/** For free-text fields (names, passwords) any short string is valid: only these are not. */
const badText = fc.oneof(
  fc.constantFrom('', 'x'.repeat(300)),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);

/** Takes a valid body and breaks it: a field gets a bad value, a required one goes missing, or an unknown one is added. */
const broken = (valid: Record<string, unknown>, required = Object.keys(valid), freeText: string[] = []) =>
  fc.oneof(
    fc
      .constantFrom(...Object.keys(valid))
      .chain((key) =>
        (freeText.includes(key) ? badText : badValue).map((value) => ({ ...valid, [key]: value })),
      ),
    required.length === 0
      ? fc.constant({ ...valid, unexpected_field: true })
      : fc.constantFrom(...required).map((key) => {
          const copy = { ...valid };
          delete copy[key];
          return copy;
        }),
    fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((k) => !(k in valid))
      .map((k) => ({ ...valid, [k]: 'x' })),
    fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
  );

const targets = () => [
  {
    method: 'POST',
    url: `${OPS}/payments`,
    body: broken(validPayment(), undefined, ['reference']),
    headers: { 'idempotency-key': crypto.randomUUID() },
  },
  {
    method: 'POST',
    url: `${OPS}/payments/challenge`,
    body: broken({ recipient_ref: recipient, amount: '1.00', currency: 'GBP' }),
  },
  {
    method: 'POST',
    url: '/accounts/org_northwind/recipients',
    body: broken(validRecipient, ['type', 'name', 'country', 'currency', 'bank_details'], ['name']),
  },
  { method: 'POST', url: `${TREASURY}/fx/request-quote`, body: broken(validQuote) },
  {
    method: 'PATCH',
    url: '/user/show',
    body: broken({ first_name: 'Ada' }, [], ['first_name']),
  },
  {
    method: 'POST',
    url: '/auth/login',
    body: broken({ email: 'ada@northwind.test', password: 'Wrong#2026' }, undefined, ['password']),
  },
  {
    method: 'POST',
    url: '/auth/password/change',
    body: broken({ current_password: 'x', password: 'y', password_confirmation: 'y' }, undefined, [
      'current_password',
      'password',
      'password_confirmation',
    ]),
  },
  { method: 'POST', url: '/auth/invitation/lookup', body: broken({ token: 'inv_unknown000000000000' }) },
];

describe('property: invalid requests never change the bank and always answer 4xx in the error shape', () => {
  it('invalid JSON bodies (≥ 500 generated)', async () => {
    const before = storeFingerprint(bank.store);
    const all = targets();
    await fc.assert(
      fc.asyncProperty(
        fc.nat(all.length - 1).chain((i) => {
          const t = all[i] ?? all[0];
          if (!t) throw new Error('no target');
          return t.body.map((body) => ({ ...t, body }));
        }),
        async (t) => {
          const res = await client.call(t.method, t.url, { body: t.body, headers: t.headers ?? {} });
          expectErrorShape(res, `${t.method} ${t.url} ${JSON.stringify(t.body)}`);
          expect(storeFingerprint(bank.store), `${t.method} ${t.url} ${JSON.stringify(t.body)}`).toBe(before);
        },
      ),
      { numRuns: 500, endOnFailure: true },
    );
    expect(storeFingerprint(bank.store)).toBe(before);
  }, 60_000);

  it('invalid query strings (≥ 300 generated)', async () => {
    const before = storeFingerprint(bank.store);
    const lists = [
      {
        url: `${OPS}/payments`,
        params: ['page', 'per_page', 'status', 'from', 'to', 'recipient', 'currency'],
      },
      {
        url: '/accounts/org_northwind/transactions',
        params: ['page', 'per_page', 'bank_account', 'from', 'to', 'type', 'currency', 'status'],
      },
      {
        url: '/accounts/org_northwind/recipients',
        params: ['page', 'per_page', 'country', 'currency', 'status'],
      },
      { url: '/user/notifications', params: ['page', 'per_page', 'status'] },
      { url: `${OPS}/balances/bal_northwind_ops_gbp/history`, params: ['days'] },
      { url: `${TREASURY}/fx/rates`, params: ['sell_currency', 'buy_currency', 'hours'] },
      { url: '/resources/fx-rates', params: ['base'] },
      { url: '/resources/complycube/companies', params: ['search'] },
    ];
    // Every known parameter of these lists is an integer, an enum, a date, a ref or a code: none of these fits any.
    const generic = fc.oneof(
      fc.constantFrom('0', '-1', '7', '2026-13-45', '31/12/2026', '1.5', 'e', 'x'),
      fc
        .string({ minLength: 1, maxLength: 3 })
        .filter((s) => !/^[A-Z]{2,3}$/.test(s) && !/^[a-z_]{2,}$/.test(s)),
    );
    const NUMERIC: Record<string, string[]> = {
      page: ['0', '-1', '1.5', 'x', '100001'],
      per_page: ['7', '0', 'x', '1000'],
      days: ['7', '31', 'x'],
      hours: ['0', '169', 'x', '-3'],
    };
    const invalidFor = (param: string) =>
      NUMERIC[param]
        ? fc.constantFrom(...(NUMERIC[param] ?? []))
        : param === 'search'
          ? fc.constantFrom('a', 'x', '\u0001ab', 'z'.repeat(101))
          : param === 'status'
            ? fc.constantFrom('gift', 'DONE', 'paid', 'unknown_status', '1')
            : generic;
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...lists)
          .chain((l) =>
            fc
              .constantFrom(...l.params)
              .chain((param) =>
                fc.record({ url: fc.constant(l.url), param: fc.constant(param), value: invalidFor(param) }),
              ),
          ),
        async ({ url, param, value }) => {
          const res = await client.call('GET', `${url}?${param}=${encodeURIComponent(value)}`);
          expectErrorShape(res, `${url}?${param}=${value}`);
          expect(storeFingerprint(bank.store)).toBe(before);
        },
      ),
      { numRuns: 300, endOnFailure: true },
    );
    expect(storeFingerprint(bank.store)).toBe(before);
  }, 60_000);

  it('invalid headers: idempotency keys, bearer tokens, XSRF tokens, origins, content types (≥ 300 generated)', async () => {
    const before = storeFingerprint(bank.store);
    const junk = fc.string({ minLength: 1, maxLength: 60 }).map((s) => s.replace(/[^\x21-\x7e]/g, 'x'));
    const cases = fc.oneof(
      junk.filter((k) => !/^[0-9a-f-]{36}$/i.test(k)).map((key) => ({ kind: 'idempotency', value: key })),
      junk.map((token) => ({ kind: 'bearer', value: token })),
      junk.map((token) => ({ kind: 'xsrf', value: token })),
      fc
        .webUrl()
        .filter((u) => !/localhost|127\.0\.0\.1/.test(u))
        .map((u) => ({ kind: 'origin', value: new URL(u).origin })),
      fc
        .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded')
        .map((t) => ({ kind: 'type', value: t })),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ kind, value }) => {
        const url = `${OPS}/payments`;
        const body = validPayment();
        let res: LightMyRequestResponse;
        if (kind === 'idempotency')
          res = await client.call('POST', url, { body, headers: { 'idempotency-key': value } });
        else if (kind === 'bearer') {
          res = await client.app.inject({
            method: 'GET',
            url: `/api/v1${url}`,
            headers: { authorization: `Bearer ${value}` },
          });
        } else if (kind === 'xsrf') {
          res = await client.call('POST', url, {
            body,
            xsrf: false,
            headers: { 'x-xsrf-token': value, 'idempotency-key': crypto.randomUUID() },
          });
        } else if (kind === 'origin') {
          res = await client.call('POST', url, {
            body,
            headers: { origin: value, 'idempotency-key': crypto.randomUUID() },
          });
        } else {
          res = await client.app.inject({
            method: 'POST',
            url: `/api/v1${url}`,
            headers: {
              'content-type': value,
              authorization: `Bearer ${client.token}`,
              'x-xsrf-token': client.cookies['XSRF-TOKEN'] ?? '',
              'idempotency-key': crypto.randomUUID(),
            },
            cookies: client.cookies,
            payload: 'recipient_ref=x',
          });
        }
        expectErrorShape(res, `${kind}: ${value}`);
        expect(storeFingerprint(bank.store), `${kind}: ${value}`).toBe(before);
      }),
      { numRuns: 300, endOnFailure: true },
    );
    expect(storeFingerprint(bank.store)).toBe(before);
  }, 60_000);
});
