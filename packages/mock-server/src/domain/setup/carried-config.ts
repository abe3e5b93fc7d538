import type { BankConfig } from '../bank/index.js';

/** The settings a state carries (bank-state.ts): those that change what the bank does with it, not the environment's. */
export const CARRIED = [
  'seed',
  'scenario',
  'accessTokenTtlSeconds',
  'refreshIdleSeconds',
  'refreshAbsoluteSeconds',
  'refreshGraceSeconds',
  'extraTransactions',
  'paymentFailureRate',
  'paymentAcceptMs',
] as const satisfies readonly (keyof BankConfig)[];

export type CarriedConfig = Pick<BankConfig, (typeof CARRIED)[number]>;
