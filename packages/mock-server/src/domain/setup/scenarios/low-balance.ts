import { available, book } from '../../accounts/index.js';
import { parsePositiveAmount } from '../../bank/index.js';
import { bankAccountsOf } from '../../team/index.js';
import type { Scenario } from './scenario.js';

/** What is left on each of Northwind's balances: enough to see, too little for most payments or trades. */
const LEFT = { default: '42.50', JPY: '4250' } as const;

/** Northwind sweeps its money to a reserve account at another bank: every balance ends a little above zero. */
export const lowBalance: Scenario = {
  name: 'low-balance',
  description:
    'Every Northwind balance has 42.50 available (4,250 JPY): payments and trades above it are refused for insufficient funds.',
  apply: (bank) => {
    const at = bank.clock.now() - 60_000;
    for (const account of bankAccountsOf(bank.store, 'org_northwind')) {
      for (const balance of bank.store.balances.values()) {
        if (balance.bankAccountRef !== account.ref) continue;
        const left = parsePositiveAmount(
          balance.currency === 'JPY' ? LEFT.JPY : LEFT.default,
          balance.currency,
        );
        if (!left.ok) throw new Error(left.message);
        const sweep = available(balance) - left.minor;
        if (sweep <= 0n) continue;
        book(bank.store, {
          bankAccountRef: account.ref,
          currency: balance.currency,
          type: 'payment',
          direction: 'debit',
          amount: sweep,
          description: 'Sweep to Northwind reserve account',
          counterpartyName: 'Northwind Trading Ltd (reserve)',
          at,
        });
      }
    }
  },
};
