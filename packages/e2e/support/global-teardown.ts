import type { ContractViolation } from '../../../scripts/prism/prism-front.mjs';
import { CONTRACT_PROXY_URL } from '../ports';

/** Fails the whole run when Prism saw any request or response that breaks the contract. */
export default async function globalTeardown(): Promise<void> {
  const response = await fetch(`${CONTRACT_PROXY_URL}/__contract/violations`);
  const { violations } = (await response.json()) as { violations: ContractViolation[] };
  if (violations.length > 0) {
    const lines = violations.map((v) => `${v.method} ${v.path} → ${v.status}: ${v.violations}`);
    throw new Error(`Contract violations seen by Prism during the journeys:\n${lines.join('\n')}`);
  }
}
