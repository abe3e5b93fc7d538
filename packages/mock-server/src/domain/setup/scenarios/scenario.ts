import type { Bank, BankConfig } from '../../bank/index.js';

/**
 * A named situation of the bank (MOCK_SCENARIO, POST /__mock/scenario, `?scenario=` on the demo): settings it
 * changes before the seed runs, then what it changes in the seeded bank, through the bank's own rules.
 */
export type Scenario = {
  name: string;
  /** One line: what a developer sees in it (control page, README, the unknown-name message). */
  description: string;
  config?: (base: BankConfig) => Partial<BankConfig>;
  apply?: (bank: Bank) => void;
};
