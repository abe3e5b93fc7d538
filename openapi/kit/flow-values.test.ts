import { describe, expect, it } from 'vitest';
import type { BankAnswer } from './bank-session.js';
import type { FlowState } from './flow-types.js';
import { heldPayment, signed, signedChange } from './flow-values.js';

const answer = (data: Record<string, unknown>): BankAnswer => ({
  status: 200,
  contentType: 'application/json',
  json: { data },
  text: JSON.stringify({ data }),
  headers: new Headers(),
});
const flow = (answers: Record<string, BankAnswer>, sent: Record<string, unknown> = {}): FlowState => ({
  answers: new Map(Object.entries(answers)),
  sent: new Map(Object.entries(sent)),
  user: { email: 'alan@northwind.test', password: 'secret' },
  totpCode: async () => '123456',
  approver: null,
  approverTotpCode: async () => null,
});
const terms = { recipient_ref: 'rcp_harbour', amount: '250.00', currency: 'EUR' };
const challenged = { createPaymentChallenge: answer({ challenge_ref: 'chl_one' }) };

describe('bodies signed for a user with a second factor', () => {
  it("take the challenge's terms and a current code", async () => {
    const body = { recipient_ref: 'rcp_other', amount: '10.00', currency: 'GBP', reference: 'INV-1' };
    expect(await signed(body, flow(challenged, { createPaymentChallenge: terms }))).toEqual({
      ...terms,
      reference: 'INV-1',
      authorization: { challenge_ref: 'chl_one', code: '123456' },
    });
  });

  it('stay as they are when the flow made no challenge (a user without a second factor)', async () => {
    const body = { amount: '10.00' };
    expect(await signed(body, flow({}))).toEqual(body);
    expect(await signedChange(body, flow({}))).toEqual(body);
  });

  it("of a change take only the challenge's amount, as a change names no recipient or currency", async () => {
    expect(
      await signedChange({ reference: 'X' }, flow(challenged, { createPaymentChallenge: terms })),
    ).toEqual({
      reference: 'X',
      amount: '250.00',
      authorization: { challenge_ref: 'chl_one', code: '123456' },
    });
  });

  it("of a held payment carry the flow's rule threshold, a week ahead on an open day", async () => {
    const window = answer({ days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday })), holidays: [] });
    const rule = answer({ threshold: '50000.00', threshold_currency: 'GBP' });
    const body = await heldPayment(
      { reference: 'R' },
      flow({ createApprovalRule: rule, getPaymentTimeWindow: window }),
    );
    expect(body).toMatchObject({ reference: 'R', amount: '50000.00', currency: 'GBP' });
    const day = new Date(`${String(body.execution_date)}T12:00:00Z`);
    expect(day.getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);
    expect([0, 6]).not.toContain(day.getUTCDay());
  });
});
