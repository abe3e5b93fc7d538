import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { type Client, OPS, signedIn, TREASURY, TREASURY_PATH, testApp } from '../support/test-app.js';

type Recipient = components['schemas']['Recipient'];

async function recipientWith(client: Client, scheme: string, currency: string): Promise<Recipient> {
  const list = await client.call(
    'GET',
    `/accounts/org_northwind/recipients?currency=${currency}&per_page=100`,
  );
  const found = (list.json().data as Recipient[]).find(
    (r) => r.bank_details.scheme === scheme && r.status === 'active',
  );
  if (!found) throw new Error(`no active ${scheme} recipient in ${currency}`);
  return found;
}

const feeUrl = (bankAccount: string, query: Record<string, string>) =>
  `${bankAccount}/payments/fee?${new URLSearchParams(query)}`;

describe('the payment fee quote', () => {
  it('quotes the SWIFT tariff with the total, and the payment then charges exactly that fee', async () => {
    const { app } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    const payee = await recipientWith(ada, 'swift', 'JPY');
    const quote = await ada.call(
      'GET',
      feeUrl(TREASURY, { recipient_ref: payee.ref, currency: 'JPY', amount: '250000' }),
    );
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({
      data: {
        scheme: 'swift',
        fee: '1500',
        fee_currency: 'JPY',
        depends_on_amount: false,
        amount: '250000',
        total: '251500',
      },
    });

    const created = await ada.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
      params: { path: TREASURY_PATH, header: { 'Idempotency-Key': randomUUID() } },
      body: {
        recipient_ref: payee.ref,
        amount: '250000',
        currency: 'JPY',
        reason_code: 'SUPP',
        reference: 'FEE-1',
      },
    });
    expect(created.response.status).toBe(201);
    expect(created.data?.data).toMatchObject({ fee: '1500', fee_currency: 'JPY' });
  });

  it('quotes a domestic payment as free, with no amount and so no total', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const payee = await recipientWith(ada, 'sort_code', 'GBP');
    const quote = await ada.call('GET', feeUrl(OPS, { recipient_ref: payee.ref, currency: 'GBP' }));
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toEqual({
      scheme: 'sort_code',
      fee: '0.00',
      fee_currency: 'GBP',
      depends_on_amount: false,
      amount: null,
      total: null,
    });
  });

  it('refuses what createPayment would refuse, field by field, and hides other organizations', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const payee = await recipientWith(ada, 'sort_code', 'GBP');
    const refused = async (url: string) => {
      const res = await ada.call('GET', url);
      expect(res.statusCode, url).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect(
      await refused(feeUrl(OPS, { recipient_ref: payee.ref, currency: 'GBP', amount: '1.001' })),
    ).toEqual({
      amount: ['GBP amounts can have at most 2 decimal places.'],
    });
    expect(await refused(feeUrl(OPS, { recipient_ref: payee.ref, currency: 'GBP', amount: '0' }))).toEqual({
      amount: ['The amount must be greater than zero.'],
    });
    expect(await refused(feeUrl(OPS, { recipient_ref: payee.ref, currency: 'EUR' }))).toEqual({
      currency: ["The currency must match the recipient's currency (GBP)."],
    });
    expect(await refused(feeUrl(TREASURY, { recipient_ref: payee.ref, currency: 'GBP' }))).toEqual({
      currency: ['This bank account does not hold GBP.'],
    });
    expect(await refused(feeUrl(OPS, { recipient_ref: 'rcp_nobody_here', currency: 'GBP' }))).toEqual({
      recipient_ref: ['The selected recipient is invalid.'],
    });
    // Another organization's recipient is as unknown as a missing one: its currency is not told.
    const foreign = [...bank.store.recipients.values()].find((r) => r.orgRef === 'org_globex');
    if (!foreign) throw new Error('no recipient of the unrelated organization in the seed');
    // A currency the account holds but the foreign recipient does not: before, the answer named its currency.
    const otherCurrency = ['GBP', 'EUR', 'USD'].find((c) => c !== foreign.currency) ?? 'GBP';
    expect(await refused(feeUrl(OPS, { recipient_ref: foreign.ref, currency: otherCurrency }))).toEqual({
      recipient_ref: ['The selected recipient is invalid.'],
    });
    // The contract's shape is checked first: a missing recipient is a 400, another organization's account a 404.
    expect((await ada.call('GET', feeUrl(OPS, { currency: 'GBP' }))).statusCode).toBe(400);
    const globex = '/accounts/org_globex/bank-accounts/ba_globex_main';
    expect(
      (await ada.call('GET', feeUrl(globex, { recipient_ref: payee.ref, currency: 'GBP' }))).statusCode,
    ).toBe(404);
  });
});
