import type { components } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { paymentsToCsv } from './payments-csv';

const payment = (over: Partial<components['schemas']['Payment']>): components['schemas']['Payment'] => ({
  ref: 'pay_1',
  bank_account_ref: 'ba_1',
  recipient_ref: 'rcp_1',
  recipient_name: 'Acme Ltd',
  amount: '1250.50',
  currency: 'GBP',
  fee: '0.00',
  fee_currency: 'GBP',
  reason_code: 'SUPP',
  reference: 'INV-1',
  status: 'pending',
  execution_date: '2026-11-20',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  timeline: [],
  ...over,
});

describe('payments CSV', () => {
  it('writes a header and the decimal strings as they are', () => {
    const lines = paymentsToCsv([payment({})], (ref) => (ref === 'ba_1' ? 'Operating account' : ref)).split(
      '\r\n',
    );
    expect(lines[0]).toBe(
      'Payment,Bank account,Created at,Execution date,Recipient,Reference,Reason,Amount,Currency,Fee,Fee currency,Status',
    );
    expect(lines[1]).toBe(
      'pay_1,Operating account,2026-11-20T10:00:00Z,2026-11-20,Acme Ltd,INV-1,SUPP,1250.50,GBP,0.00,GBP,pending',
    );
  });

  it('neutralises cells starting with =, +, - or @', () => {
    const csv = paymentsToCsv([
      payment({ recipient_name: '=HYPERLINK("http://x")', reference: '+1+2' }),
      payment({ recipient_name: '@SUM(A1)', reference: '-2+3' }),
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain("'+1+2");
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).toContain("'-2+3");
  });
});
