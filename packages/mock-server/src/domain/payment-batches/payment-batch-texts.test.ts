import { describe, expect, it } from 'vitest';
import { batchApprovalRequestText, batchEndText } from './payment-batch-texts.js';

const batch = {
  name: 'payroll.csv',
  rowCount: 3,
  totals: [
    { currency: 'GBP', count: 2, amount: 1_234_500n, fee: 0n },
    { currency: 'EUR', count: 1, amount: 30_000n, fee: 0n },
  ],
};

describe('bulk payment texts in each language', () => {
  it('name the batch with its payments counted and its totals listed', () => {
    const request = { ...batch, maker: 'Ada Lovelace', approvalsRequired: 2 };
    expect(batchApprovalRequestText(request).body).toBe(
      'payroll.csv (3 payments, 12,345.00 GBP and 300.00 EUR), made by Ada Lovelace, needs 2 approvals.',
    );
    expect(batchApprovalRequestText(request, 'de-DE').body).toBe(
      'payroll.csv (3 Zahlungen, 12.345,00 GBP und 300,00 EUR), erstellt von Ada Lovelace, benötigt 2 Freigaben.',
    );
    expect(batchApprovalRequestText({ ...request, rowCount: 1, name: null }, 'fr-FR').body).toBe(
      'Paiement groupé (1 paiement, 12\u202f345,00 GBP et 300,00 EUR), créé par Ada Lovelace, nécessite 2 validations.',
    );
  });

  it('count what was paid and what failed when a batch ends partly failed', () => {
    const outcome = { status: 'partially_failed' as const, completed: 1, failed: 2 };
    expect(batchEndText(batch, outcome, 'de-DE').body).toMatch(
      /: 1 überwiesen, 2 Zahlungen fehlgeschlagen; /,
    );
    expect(batchEndText(batch, outcome, 'fr-FR').body).toMatch(
      /\u00a0: 1 effectué, 2 paiements en échec\u202f; /,
    );
  });
});
