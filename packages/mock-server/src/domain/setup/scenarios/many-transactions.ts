import { HEAVY_BANK_ACCOUNT } from '../seed/seed.js';
import type { Scenario } from './scenario.js';

const EXTRA = 5_000;

/** The seed's long-history machinery (MOCK_SEED_TRANSACTIONS) with a few thousand rows. */
export const manyTransactions: Scenario = {
  name: 'many-transactions',
  description: `${EXTRA.toLocaleString('en-GB')} extra transactions on Northwind's ${HEAVY_BANK_ACCOUNT} (GBP): long lists, paging, filters and exports.`,
  config: (base) => ({ extraTransactions: Math.max(base.extraTransactions, EXTRA) }),
};
