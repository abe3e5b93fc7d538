import { counts } from '../../src/domain/accounts/ledger.js';
import type { Store } from '../../src/domain/bank/index.js';

/**
 * How many random sequences a model-based test runs: its default (a few hundred in all, sized for CI's two
 * cores), or `MODEL_RUNS` for a longer hunt (`MODEL_RUNS=2000 npx vitest run tests/property`).
 */
export function modelRuns(byDefault: number): number {
  const asked = Number(process.env.MODEL_RUNS);
  return Number.isInteger(asked) && asked > 0 ? asked : byDefault;
}

/** fast-check's settings for a model run: the runs above, and a seed from `MODEL_SEED` to replay a failure. */
export function modelRunSettings(byDefault: number): { numRuns: number; seed?: number } {
  const seed = Number(process.env.MODEL_SEED);
  return { numRuns: modelRuns(byDefault), ...(Number.isInteger(seed) ? { seed } : {}) };
}

/**
 * What is wrong with the ledger, in words (empty when it is exact): every booked balance is the sum of its
 * counted transactions, each of which carries the running balance after it; every reservation is the amount
 * and fee of a payment that holds funds, and nothing is reserved below zero.
 */
export function ledgerProblems(store: Store): string[] {
  const problems: string[] = [];
  for (const balance of store.balances.values()) {
    const where = `${balance.bankAccountRef} ${balance.currency}`;
    const booked = (store.transactions.get(balance.bankAccountRef) ?? [])
      .filter((t) => t.currency === balance.currency && counts(t))
      .sort((a, b) => a.seq - b.seq);
    let running = 0n;
    for (const t of booked) {
      running += t.direction === 'credit' ? t.amount : -t.amount;
      if (t.balanceAfter !== running)
        problems.push(
          `${where}: ${t.ref} carries ${t.balanceAfter} after it, the running balance is ${running}`,
        );
    }
    if (balance.current !== running)
      problems.push(`${where}: booked balance ${balance.current}, its transactions sum to ${running}`);
    let reserved = 0n;
    for (const p of store.payments.values()) {
      if (p.holding && p.bankAccountRef === balance.bankAccountRef && p.currency === balance.currency)
        reserved += p.amount + p.fee;
    }
    if (balance.held !== reserved)
      problems.push(`${where}: ${balance.held} held, the payments holding funds reserve ${reserved}`);
    if (balance.held < 0n) problems.push(`${where}: ${balance.held} held, below zero`);
  }
  return problems;
}
