import { randomUUID } from 'node:crypto';
import { ModelBank } from '../support/model-bank.js';
import { OPS, testApp } from '../support/test-app.js';
import { bigRule } from './approvals-rule-commands.js';
import { expectStatus } from './expect-refusal.js';
import { minor } from './payment-life.js';

const NW = '/accounts/org_northwind';

/** What every model run of approvals and batches starts from (see modelBank). */
export type ModelStart = {
  real: ModelBank;
  payees: { plain: string; swift: string };
  /** The rule from 100,000.00 GBP needing 2 approvals. */
  bigRuleRef: string;
  /** The operations account's GBP balance. */
  initial: { current: bigint; available: bigint };
};

/**
 * One bank for all the sequences of a test, saved once set up: lin made an approver with a second factor (so
 * every maker has two who can approve), a rule needing 2 approvals from 100,000.00 GBP over the seed's 1 from
 * 20,000.00, a UK payee and a SWIFT payee in GBP (10.00 fee), most of the GBP sold for EUR (about 133,000.00
 * stays available, so that two or three large payments exhaust it), everyone signed in.
 */
export async function modelBank(): Promise<ModelStart> {
  const { app, bank } = await testApp({ rateLimitPerMinute: 0, paymentFailureRate: 0, paymentAcceptMs: 0 });
  const real = new ModelBank(app, bank, new Set(['grace', 'lin']));
  const ada = await real.as('ada');
  expectStatus(await ada.call('PATCH', `${NW}/members/usr_lin`, { body: { role: 'approver' } }), 200, 'lin');
  const lin = bank.store.users.get('usr_lin');
  if (!lin) throw new Error('no lin');
  // As if lin had set up two-factor authentication.
  lin.twoFactorSecret = 'LINCHENNORTHWINDTRADINGAPPROVER2';
  const rule = await ada.call('POST', `${NW}/approval-rules`, { body: bigRule(2) });
  expectStatus(rule, 201, 'the 2-approval rule');
  const payee = async (bankDetails: object, country: string, name: string) => {
    const res = await ada.call('POST', `${NW}/recipients`, {
      body: { type: 'business', name, country, currency: 'GBP', bank_details: bankDetails },
    });
    expectStatus(res, 201, name);
    return res.json().data.ref as string;
  };
  const plain = await payee(
    { scheme: 'sort_code', sort_code: '040004', account_number: '11223344' },
    'GB',
    'Model Payee Ltd',
  );
  const swift = await payee(
    { scheme: 'swift', bic: 'CHASUS33', account_number: '123456789' },
    'US',
    'Swift Sterling Inc.',
  );
  const quote = await ada.call('POST', `${OPS}/fx/request-quote`, {
    body: { sell_currency: 'GBP', buy_currency: 'EUR', sell_amount: '805000.00' },
  });
  expectStatus(quote, 201, 'GBP sold');
  const trade = await ada.call('POST', `${OPS}/fx/execute-quote`, {
    body: { quote_ref: quote.json().data.ref },
    headers: { 'idempotency-key': randomUUID() },
  });
  expectStatus(trade, 201, 'GBP sold');
  for (const who of ['mo', 'grace', 'lin'] as const) await real.as(who);
  const gbp = (await ada.call('GET', `${OPS}/balances/bal_northwind_ops_gbp`)).json().data;
  await real.save();
  return {
    real,
    payees: { plain, swift },
    bigRuleRef: rule.json().data.ref,
    initial: { current: minor(gbp.current), available: minor(gbp.available) },
  };
}
