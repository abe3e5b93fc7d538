import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { type Client, OPS_PATH, signedIn, testApp } from '../support/test-app.js';

type S = components['schemas'];
type BankDetails = S['BankDetails'];

const ORG = { account: 'org_northwind' };
/** An account the mock bank does not know: it holds whatever name is checked, test names aside. */
const UNKNOWN_UK: BankDetails = { scheme: 'sort_code', sort_code: '200000', account_number: '55779911' };
const UNKNOWN_EU: BankDetails = { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
/** Globex's own GBP account at the bank (seed): holder "Globex Holdings Inc.". */
const GLOBEX_GBP: BankDetails = { scheme: 'sort_code', sort_code: '040004', account_number: '34567812' };

const verify = (
  client: Client,
  name: string,
  bank_details: BankDetails,
  type: S['RecipientType'] = 'business',
) =>
  client.api.POST('/accounts/{account}/payee-verifications', {
    params: { path: ORG },
    body: { name, type, bank_details },
  });

const recipientInput = (name: string): S['RecipientInput'] => ({
  type: 'business',
  name,
  country: 'GB',
  currency: 'GBP',
  bank_details: UNKNOWN_UK,
});

const createRecipient = (client: Client, body: S['RecipientInput']) =>
  client.api.POST('/accounts/{account}/recipients', { params: { path: ORG }, body });

const pay = (client: Client, recipient_ref: string, confirm?: boolean) =>
  client.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
    params: { path: OPS_PATH, header: { 'Idempotency-Key': randomUUID() } },
    body: {
      recipient_ref,
      amount: '40.00',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: 'INV-VOP-1',
      ...(confirm === undefined ? {} : { confirm_payee_mismatch: confirm }),
    },
  });

describe('payee verification over HTTP (verifyPayee)', () => {
  it('answers the four outcomes for the documented test names, with the scheme of the details', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const match = (await verify(ada, 'Fenwick Joinery Ltd', UNKNOWN_UK)).data?.data;
    expect(match).toMatchObject({
      outcome: 'match',
      scheme: 'confirmation_of_payee',
      checked_name: 'Fenwick Joinery Ltd',
      name_held: null,
      account_type_held: null,
      checked_at: '2026-03-10T10:00:00.000Z',
    });
    expect((await verify(ada, 'close match Widgets', UNKNOWN_EU)).data?.data).toMatchObject({
      outcome: 'close_match',
      scheme: 'verification_of_payee',
      name_held: 'close match Widgets Holdings Ltd',
    });
    // Using the name held is then a match, as with the real schemes.
    expect((await verify(ada, 'Close Match Widgets Holdings Ltd', UNKNOWN_EU)).data?.data.outcome).toBe(
      'match',
    );
    expect((await verify(ada, 'No Match Traders', UNKNOWN_UK)).data?.data).toMatchObject({
      outcome: 'no_match',
      name_held: null,
    });
    expect((await verify(ada, 'Unavailable Bank Customer', UNKNOWN_UK)).data?.data).toMatchObject({
      outcome: 'unavailable',
      scheme: 'confirmation_of_payee',
    });
    expect((await verify(ada, 'Wrong Type Jane Doe', UNKNOWN_UK, 'individual')).data?.data).toMatchObject({
      outcome: 'close_match',
      name_held: 'Wrong Type Jane Doe',
      account_type_held: 'business',
    });
  });

  it('has no scheme for ABA or SWIFT details: unavailable, whatever the name', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const aba = await verify(ada, 'Hudson Valley Components', {
      scheme: 'aba',
      routing_number: '026073150',
      account_number: '123456789',
    });
    expect(aba.data?.data).toMatchObject({ outcome: 'unavailable', scheme: 'none' });
    const swift = await verify(ada, 'Sakura Trading', {
      scheme: 'swift',
      bic: 'MHCBJPJTXXX',
      account_number: '1234567',
    });
    expect(swift.data?.data).toMatchObject({ outcome: 'unavailable', scheme: 'none' });
  });

  it('compares with the name a known account holds: legal suffix and case aside, a typo is close, another name is not', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    expect((await verify(ada, 'GLOBEX HOLDINGS', GLOBEX_GBP)).data?.data.outcome).toBe('match');
    expect((await verify(ada, 'Globex Holdngs Inc', GLOBEX_GBP)).data?.data).toMatchObject({
      outcome: 'close_match',
      name_held: 'Globex Holdings Inc.',
      account_type_held: null,
    });
    expect((await verify(ada, 'Globex Holdings Inc', GLOBEX_GBP, 'individual')).data?.data).toMatchObject({
      outcome: 'close_match',
      account_type_held: 'business',
    });
    // The documented test names do not override a known account's holder.
    expect((await verify(ada, 'Close Match Anyone', GLOBEX_GBP)).data?.data.outcome).toBe('no_match');
    // A seed recipient's account holds the seed's name.
    const seeded = (
      await ada.api.GET('/accounts/{account}/recipients', {
        params: { path: ORG, query: { currency: 'EUR', per_page: 100 } },
      })
    ).data?.data.find((r) => r.bank_details.scheme === 'iban' && r.type === 'business');
    if (!seeded) throw new Error('no seeded EUR business recipient');
    expect((await verify(ada, seeded.name.toUpperCase(), seeded.bank_details)).data?.data.outcome).toBe(
      'match',
    );
    expect((await verify(ada, 'Someone Else Entirely', seeded.bank_details)).data?.data.outcome).toBe(
      'no_match',
    );
    expect(seeded.verification).toMatchObject({ outcome: 'match', scheme: 'verification_of_payee' });
  });

  it('limits checks to 30 a minute per user (429 with Retry-After), then lets them through again', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    for (let i = 0; i < 30; i++)
      expect((await verify(ada, `Payee ${i}`, UNKNOWN_UK)).response.status).toBe(200);
    const refused = await verify(ada, 'Payee 31', UNKNOWN_UK);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user's checks are counted apart.
    const grace = await signedIn(app, 'grace');
    expect((await verify(grace, 'Payee 32', UNKNOWN_UK)).response.status).toBe(200);
    bank.clock.advance(60_000);
    expect((await verify(ada, 'Payee 33', UNKNOWN_UK)).response.status).toBe(200);
  });

  it('is refused to a viewer (403) and validates the bank details (422)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const bad = await verify(ada, 'Fenwick Joinery', { ...UNKNOWN_EU, iban: 'DE89370400440532013001' });
    expect(bad.response.status).toBe(422);
    expect(bad.error?.errors?.['bank_details.iban']).toEqual(['The IBAN is not valid.']);
    const lin = await signedIn(app);
    await lin.login('lin@northwind.test', 'Northwind#2026');
    expect((await verify(lin, 'Fenwick Joinery', UNKNOWN_UK)).response.status).toBe(403);
  });
});

describe('payee verification stored on recipients and payments', () => {
  it('stores the check on create, runs it again when the name changes, keeps it when only the email does', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const created = (await createRecipient(ada, recipientInput('Close Match Fenwick'))).data?.data;
    expect(created?.verification).toMatchObject({
      outcome: 'close_match',
      name_held: 'Close Match Fenwick Holdings Ltd',
      checked_at: '2026-03-10T10:00:00.000Z',
    });
    const path = { ...ORG, recipient: created?.ref ?? '' };
    bank.clock.advance(60_000);
    const emailOnly = await ada.api.PATCH('/accounts/{account}/recipients/{recipient}', {
      params: { path },
      body: { ...recipientInput('Close Match Fenwick'), email: 'ap@fenwick.example' },
    });
    expect(emailOnly.data?.data.verification?.checked_at).toBe('2026-03-10T10:00:00.000Z');
    const renamed = await ada.api.PATCH('/accounts/{account}/recipients/{recipient}', {
      params: { path },
      body: recipientInput('Close Match Fenwick Holdings Ltd'),
    });
    expect(renamed.data?.data.verification).toMatchObject({
      outcome: 'match',
      checked_at: '2026-03-10T10:01:00.000Z',
    });
  });

  it('refuses a payment to a no-match recipient unless confirmed (422), and keeps the check on the payment', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const created = (await createRecipient(ada, recipientInput('No Match Fenwick'))).data?.data;
    const ref = created?.ref ?? '';
    expect(created?.verification?.outcome).toBe('no_match');
    for (const confirm of [undefined, false]) {
      const refused = await pay(ada, ref, confirm);
      expect(refused.response.status).toBe(422);
      expect(refused.error).toMatchObject({ code: 'payee_mismatch_unconfirmed' });
      expect(refused.error?.errors?.confirm_payee_mismatch).toBeDefined();
    }
    const paid = await pay(ada, ref, true);
    expect(paid.response.status).toBe(201);
    expect(paid.data?.data.payee_verification).toMatchObject({
      outcome: 'no_match',
      checked_name: 'No Match Fenwick',
    });
  });

  it('pays a matched recipient without the confirmation and copies its check to the payment', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const created = (await createRecipient(ada, recipientInput('Fenwick Joinery Ltd'))).data?.data;
    const paid = await pay(ada, created?.ref ?? '');
    expect(paid.response.status).toBe(201);
    expect(paid.data?.data.payee_verification?.outcome).toBe('match');
  });
});
