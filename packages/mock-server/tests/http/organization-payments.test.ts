import type { components } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { FINAL_PAYMENT_STATUSES } from '../../src/domain/payments/payment-final-statuses.js';
import { type Client, OPS, signedIn, TREASURY, testApp } from '../support/test-app.js';

type Payment = components['schemas']['Payment'];

const ORG = '/accounts/org_northwind/payments';

async function everyRow(client: Client, url: string): Promise<Payment[]> {
  const rows: Payment[] = [];
  for (let page = 1; ; page++) {
    const res = await client.call('GET', `${url}${url.includes('?') ? '&' : '?'}per_page=100&page=${page}`);
    expect(res.statusCode, url).toBe(200);
    const body = res.json() as { data: Payment[]; meta: { total: number } };
    rows.push(...body.data);
    if (body.data.length < 100) {
      expect(rows.length, url).toBe(body.meta.total);
      return rows;
    }
  }
}

const refs = (rows: Payment[]) => rows.map((r) => r.ref).sort();

describe('payments of an organization account (listOrganizationPayments)', () => {
  it('lists the payments of every bank account of the organization, newest first', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const ops = await everyRow(ada, `${OPS}/payments`);
    const treasury = await everyRow(ada, `${TREASURY}/payments`);
    const all = await everyRow(ada, ORG);
    expect(ops.length).toBeGreaterThan(0);
    expect(treasury.length).toBeGreaterThan(0);
    expect(refs(all)).toEqual(refs([...ops, ...treasury]));
    const created = all.map((p) => p.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(all.map((p) => p.bank_account_ref))).toEqual(
      new Set(['ba_northwind_ops', 'ba_northwind_treasury']),
    );
  });

  it('narrows to one bank account with bank_account, and combines it with the other filters', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const treasury = await everyRow(ada, `${TREASURY}/payments`);
    const only = await everyRow(ada, `${ORG}?bank_account=ba_northwind_treasury`);
    expect(refs(only)).toEqual(refs(treasury));
    const currency = treasury[0]?.currency ?? 'EUR';
    const both = await everyRow(ada, `${ORG}?bank_account=ba_northwind_treasury&currency=${currency}`);
    expect(both.length).toBeGreaterThan(0);
    expect(refs(both)).toEqual(refs(treasury.filter((p) => p.currency === currency)));
  });

  it('keeps to the payments still on their way with in_progress=true, on both lists', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const all = await everyRow(ada, ORG);
    const final = new Set(FINAL_PAYMENT_STATUSES as readonly string[]);
    const open = all.filter((p) => !final.has(p.status));
    // The seed holds payments of both kinds, so the filter has something to keep and something to leave.
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(all.length);
    expect(refs(await everyRow(ada, `${ORG}?in_progress=true`))).toEqual(refs(open));
    expect(refs(await everyRow(ada, `${ORG}?in_progress=false`))).toEqual(refs(all));
    const opsOpen = await everyRow(ada, `${OPS}/payments?in_progress=true`);
    expect(refs(opsOpen)).toEqual(refs(open.filter((p) => p.bank_account_ref === 'ba_northwind_ops')));
    const bad = await ada.call('GET', `${ORG}?in_progress=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['in_progress']);
  });

  it("keeps another organization's payments invisible", async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const globexPayments = [...bank.store.payments.values()].filter((p) => p.orgRef === 'org_globex');
    expect(globexPayments.length).toBeGreaterThan(0);
    const all = await everyRow(ada, ORG);
    const globexRefs = new Set(globexPayments.map((p) => p.ref));
    expect(all.some((p) => globexRefs.has(p.ref))).toBe(false);
    // Another organization's bank account filters to nothing, without saying it exists.
    const foreign = await ada.call('GET', `${ORG}?bank_account=ba_globex_main`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toMatchObject({ data: [], meta: { total: 0 } });
    // Another organization's list is 404 in the error shape.
    const other = await ada.call('GET', '/accounts/org_globex/payments');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBeTypeOf('string');
  });

  it('refuses bad filters with 4xx in the error shape', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const bad = await ada.call('GET', `${ORG}?per_page=7&status=lost&bank_account=not a ref`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTypeOf('string');
    expect(Object.keys(bad.json().errors).sort()).toEqual(['bank_account', 'per_page', 'status']);
    const reversed = await ada.call('GET', `${ORG}?from=2026-03-01&to=2026-02-01`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBeTypeOf('string');
  });

  it('needs a signed-in user', async () => {
    const { app } = await testApp();
    const res = await app.inject({ method: 'GET', url: `/api/v1${ORG}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
  });
});
