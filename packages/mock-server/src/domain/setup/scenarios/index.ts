import { approvalsWaiting } from './approvals-waiting.js';
import { emptyOrganization } from './empty-organization.js';
import { fxMarketClosed } from './fx-market-closed.js';
import { lowBalance } from './low-balance.js';
import { manyTransactions } from './many-transactions.js';
import { payeeChecks } from './payee-checks.js';
import type { Scenario } from './scenario.js';
import { sessionExpiring } from './session-expiring.js';
import { twoFactorRequired } from './two-factor-required.js';

export type { Scenario } from './scenario.js';

/** Every scenario, in the order the control page and the README list them (rule API-18). */
export const SCENARIOS: readonly Scenario[] = [
  emptyOrganization,
  lowBalance,
  manyTransactions,
  approvalsWaiting,
  twoFactorRequired,
  payeeChecks,
  sessionExpiring,
  fxMarketClosed,
];

export const findScenario = (name: string): Scenario | undefined => SCENARIOS.find((s) => s.name === name);

/** The message for a name no scenario has: the names there are, each with what it shows. */
export function unknownScenarioMessage(name: string): string {
  const list = SCENARIOS.map((s) => `  ${s.name}: ${s.description}`).join('\n');
  return `There is no scenario "${name}". The scenarios are:\n${list}`;
}
