import { createRng } from '../../bank/index.js';
import { createRecipient } from '../../recipients/index.js';
import { seededSortCode } from '../seed/bank-detail-generators.js';
import type { Scenario } from './scenario.js';

/**
 * The mock's documented test names (payee-verification.ts): an account the payee's bank does not know answers
 * by the start of the name. Added through createRecipient, so each stored check is the bank's own.
 */
export const PAYEE_CHECK_RECIPIENTS = [
  { name: 'Harbour Lights Ltd', outcome: 'match' },
  { name: 'Close Match Supplies', outcome: 'close_match' },
  { name: 'No Match Traders', outcome: 'no_match' },
  { name: 'Unavailable Imports', outcome: 'unavailable' },
] as const;

export const payeeChecks: Scenario = {
  name: 'payee-checks',
  description:
    'Northwind has four new GBP recipients whose payee checks answered match, close match, no match and unavailable.',
  apply: (bank) => {
    const ada = bank.store.users.get('usr_ada');
    if (!ada) throw new Error('payee-checks needs the seed user usr_ada');
    const rng = createRng(bank.config.seed ^ 0xc4ec);
    for (const { name } of PAYEE_CHECK_RECIPIENTS) {
      createRecipient(bank, ada, 'org_northwind', {
        type: 'business',
        name,
        email: null,
        country: 'GB',
        currency: 'GBP',
        bank_details: seededSortCode(rng),
      });
    }
  },
};
