import { GATEWAY_URL } from '../ports';
import type { Violation } from './contract-gateway';

/** Fails the whole run when Prism saw any request or response that breaks the contract. */
export default async function globalTeardown(): Promise<void> {
  const response = await fetch(`${GATEWAY_URL}/__gateway/violations`);
  const { violations } = (await response.json()) as { violations: Violation[] };
  if (violations.length > 0) {
    const lines = violations.map((v) => `${v.method} ${v.path} → ${v.status}: ${v.violations}`);
    throw new Error(`Contract violations seen by Prism during the journeys:\n${lines.join('\n')}`);
  }
}
