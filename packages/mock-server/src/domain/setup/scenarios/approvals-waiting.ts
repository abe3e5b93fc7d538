import { createPayment } from '../../payments/index.js';
import type { Scenario } from './scenario.js';

/** Over the seed's rule (Northwind payments of 20,000.00 GBP or more need one approval). */
const AMOUNTS = ['20000.00', '24500.00', '31250.00', '48000.00'];

/**
 * Ada makes four payments from the operating account that the seed's approval rule catches, through the
 * bank's own createPayment (so the approvers are notified as after a real request). The payment is stored before
 * createPayment's acceptance delay, so the store is complete when this returns; a refusal is thrown here.
 */
export const approvalsWaiting: Scenario = {
  name: 'approvals-waiting',
  description:
    'Four payments by Ada (20,000.00 to 48,000.00 GBP) wait for approval: sign in as grace@northwind.test to approve or reject them.',
  apply: (bank) => {
    const ada = bank.store.users.get('usr_ada');
    if (!ada) throw new Error('approvals-waiting needs the seed user usr_ada');
    const payees = [...bank.store.recipients.values()].filter(
      (r) =>
        r.orgRef === 'org_northwind' &&
        r.currency === 'GBP' &&
        r.status === 'active' &&
        r.verification?.outcome === 'match',
    );
    AMOUNTS.forEach((amount, i) => {
      const payee = payees[i % payees.length];
      if (!payee) throw new Error('approvals-waiting needs an active GBP recipient of Northwind');
      const before = bank.store.payments.size;
      let refusal: unknown = null;
      createPayment(bank, ada, 'org_northwind', 'ba_northwind_ops', {
        recipient_ref: payee.ref,
        amount,
        currency: 'GBP',
        reason_code: 'SUPP',
        reference: `Invoice ${2026_0410 + i}`,
      }).catch((error: unknown) => {
        refusal = error;
      });
      if (bank.store.payments.size === before)
        throw new Error(
          `approvals-waiting: the bank refused payment ${i + 1} (${String(refusal ?? 'see createPayment')})`,
        );
    });
  },
};
