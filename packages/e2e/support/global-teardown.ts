import type { ContractViolation } from '../../../scripts/prism/prism-front.mjs';
import { CONTRACT_PROXY_URL } from '../ports';

/**
 * Fails the whole run when any request or answer broke the contract: as Prism saw it, or as the front's strict
 * JSON Schema 2020-12 validator read an answer Prism passed (rule API-14).
 */
export default async function globalTeardown(): Promise<void> {
  const response = await fetch(`${CONTRACT_PROXY_URL}/__contract/violations`);
  const { violations } = (await response.json()) as { violations: ContractViolation[] };
  if (violations.length > 0) {
    const lines = violations.map((v) => `[${v.source}] ${v.method} ${v.path} → ${v.status}: ${v.violations}`);
    throw new Error(`Contract violations seen during the journeys:\n${lines.join('\n')}`);
  }
}
