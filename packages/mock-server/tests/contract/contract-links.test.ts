import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ROUTES } from '../../src/generated/contract-routes.js';
import { loadSpec } from '../../src/http/spec.js';
import { type Client, signedIn, testApp } from '../support/test-app.js';

/**
 * The contract's OpenAPI `links` (for stateful tools such as Schemathesis): each names a real operation with
 * that operation's parameters, and following it from a real answer of the mock bank gets a success.
 */

type Link = {
  operationId: string;
  parameters?: Record<string, string>;
  requestBody?: Record<string, string>;
};
type Response = { links?: Record<string, Link> };
type Operation = { operationId?: string; responses?: Record<string, Response> };

function allLinks(): { from: string; status: string; name: string; link: Link }[] {
  const found: { from: string; status: string; name: string; link: Link }[] = [];
  for (const item of Object.values(loadSpec().paths))
    for (const operation of Object.values(item) as Operation[])
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        for (const [name, link] of Object.entries(response.links ?? {}))
          found.push({ from: operation.operationId ?? '', status, name, link });
  return found;
}

function routeOf(operationId: string) {
  const route = CONTRACT_ROUTES.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no operation ${operationId}`);
  return route;
}

const pathParams = (operationId: string) =>
  [...routeOf(operationId).path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

type Source = { path: Record<string, string>; body: unknown };

/** A runtime expression of the two forms the contract uses, against the source request and its answer. */
function evaluate(expression: string, source: Source): string {
  if (expression.startsWith('$request.path.')) {
    const value = source.path[expression.slice('$request.path.'.length)];
    if (value === undefined) throw new Error(`${expression}: no such path parameter`);
    return value;
  }
  const pointer = /^\$response\.body#(\/.*)$/.exec(expression)?.[1];
  if (!pointer) throw new Error(`${expression}: not a runtime expression the contract uses`);
  let value: unknown = source.body;
  for (const key of pointer.slice(1).split('/')) value = (value as Record<string, unknown>)?.[key];
  if (typeof value !== 'string') throw new Error(`${expression}: no string at ${pointer}`);
  return value;
}

function linkOf(from: string, name: string): Link {
  const found = allLinks().find((l) => l.from === from && l.name === name);
  if (!found) throw new Error(`${from} has no link ${name}`);
  return found.link;
}

/** Calls the link's operation with what the link computes from the source, plus what the caller adds. */
async function follow(
  client: Client,
  from: string,
  name: string,
  source: Source,
  extra: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  const link = linkOf(from, name);
  const route = routeOf(link.operationId);
  const params = Object.fromEntries(
    Object.entries(link.parameters ?? {}).map(([key, expression]) => [key, evaluate(expression, source)]),
  );
  const path = route.path.replace(/:([A-Za-z]+)/g, (_m, key: string) => params[key] ?? `:${key}`);
  const linkedBody = Object.fromEntries(
    Object.entries(link.requestBody ?? {}).map(([key, expression]) => [key, evaluate(expression, source)]),
  );
  const body = link.requestBody || extra.body ? { ...linkedBody, ...extra.body } : undefined;
  const res = await client.call(route.method, path, {
    ...(body ? { body } : {}),
    ...(extra.headers ? { headers: extra.headers } : {}),
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null, path };
}

describe('OpenAPI links of the contract', () => {
  it('name real operations, with exactly their path parameters, in the two expression forms', () => {
    const links = allLinks();
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const { from, name, link } of links) {
      const where = `${from} → ${name}`;
      expect(() => routeOf(link.operationId), where).not.toThrow();
      expect(Object.keys(link.parameters ?? {}).sort(), where).toEqual(pathParams(link.operationId).sort());
      for (const expression of [
        ...Object.values(link.parameters ?? {}),
        ...Object.values(link.requestBody ?? {}),
      ])
        expect(expression, where).toMatch(/^\$request\.path\.[A-Za-z]+$|^\$response\.body#\/[\w/]+$/);
    }
  });

  it('chain over HTTP: sign in → current user → balances; create recipient → get, update, delete', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const login = await ada.call('POST', '/auth/login', {
      body: { email: 'ada@northwind.test', password: 'Northwind#2026' },
    });
    const user = await follow(ada, 'login', 'CurrentUser', { path: {}, body: login.json() });
    expect(user.status).toBe(200);
    const balances = await follow(ada, 'getCurrentUser', 'FirstAccountBalances', {
      path: {},
      body: user.body,
    });
    expect(balances.status, balances.path).toBe(200);

    const account = { account: 'org_northwind' };
    const rhein = {
      type: 'business',
      name: 'Rhein Logistik GmbH',
      country: 'DE',
      currency: 'EUR',
      bank_details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    };
    const created = await ada.call('POST', '/accounts/org_northwind/recipients', { body: rhein });
    expect(created.statusCode).toBe(201);
    const source = { path: account, body: created.json() };
    expect((await follow(ada, 'createRecipient', 'GetRecipient', source)).status).toBe(200);
    const updated = await follow(ada, 'createRecipient', 'UpdateRecipient', source, {
      body: { ...rhein, email: 'accounts@rhein-logistik.example' },
    });
    expect(updated.status).toBe(200);
    expect((await follow(ada, 'createRecipient', 'DeleteRecipient', source)).status).toBe(204);
    expect((await follow(ada, 'createRecipient', 'GetRecipient', source)).status).toBe(404);
  });

  it('chain over HTTP: request quote → execute; create payment → get, cancel', async () => {
    const { app } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    const treasury = { account: 'org_northwind', bankAccount: 'ba_northwind_treasury' };
    const quote = await ada.call(
      'POST',
      '/accounts/org_northwind/bank-accounts/ba_northwind_treasury/fx/request-quote',
      {
        body: { sell_currency: 'EUR', buy_currency: 'CHF', sell_amount: '100.00' },
      },
    );
    expect(quote.statusCode).toBe(201);
    const executed = await follow(
      ada,
      'requestFxQuote',
      'ExecuteQuote',
      { path: treasury, body: quote.json() },
      {
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expect(executed.status, JSON.stringify(executed.body)).toBe(201);

    const ops = { account: 'org_northwind', bankAccount: 'ba_northwind_ops' };
    const recipients = await ada.call('GET', '/accounts/org_northwind/recipients?currency=GBP&per_page=100');
    const gbp = (recipients.json().data as { ref: string; currency: string }[]).find(
      (r) => r.currency === 'GBP',
    );
    const payment = await ada.call(
      'POST',
      '/accounts/org_northwind/bank-accounts/ba_northwind_ops/payments',
      {
        body: {
          recipient_ref: gbp?.ref,
          amount: '125.50',
          currency: 'GBP',
          reason_code: 'SUPP',
          reference: 'INV-2026-001',
          execution_date: '2026-03-17',
        },
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expect(payment.statusCode, payment.body).toBe(201);
    const source = { path: ops, body: payment.json() };
    expect((await follow(ada, 'createPayment', 'GetPayment', source)).status).toBe(200);
    const cancelled = await follow(ada, 'createPayment', 'CancelPayment', source);
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as { data: { status: string } }).data.status).toBe('cancelled');
  });
});
