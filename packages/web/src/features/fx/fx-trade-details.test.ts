import { describe, expect, it } from 'vitest';
import type { FxTrade } from './api/fx-trades';
import { failedTradeNotice, fxTradeDetailRows, pairText, traderText, tradeSummary } from './fx-trade-details';

const TRADE: FxTrade = {
  ref: 'fxt_1',
  quote_ref: 'quo_1',
  bank_account_ref: 'ba_northwind_treasury',
  sell_currency: 'GBP',
  buy_currency: 'JPY',
  sell_amount: '10000.00',
  buy_amount: '1893265',
  rate: '189.32650000',
  mid_rate: '190.08680000',
  fee: '12.50',
  fee_currency: 'GBP',
  status: 'completed',
  executed_at: '2026-03-10T10:15:00Z',
  traded_by: { user_ref: 'usr_grace', name: 'Grace Hopper', role: 'approver' },
};

describe('an FX trade in full (rule FX-11)', () => {
  it('reads the rate against the mid at execution, the fee and the total debited, and who traded', () => {
    const rows = Object.fromEntries(fxTradeDetailRows(TRADE, 'Treasury'));
    expect(rows).toMatchObject({
      'Bank account': 'Treasury',
      Sold: '10,000.00 GBP',
      Bought: '1,893,265 JPY',
      Rate: '1 GBP = 189.3265 JPY',
      'Mid rate at execution': '1 GBP = 190.0868 JPY',
      'Against mid': '0.40% below the mid-market rate of 190.0868',
      Fee: '12.50 GBP',
      'Total debited': '10,012.50 GBP',
      'Traded by': 'Grace Hopper (Approver)',
    });
    expect(pairText(TRADE)).toBe('GBP → JPY');
    expect(traderText(TRADE)).toBe('Grace Hopper (Approver)');
  });

  it('leaves out the total when the fee is in another currency', () => {
    const labels = fxTradeDetailRows({ ...TRADE, fee_currency: 'EUR' }, 'Treasury').map(([l]) => l);
    expect(labels).not.toContain('Total debited');
  });

  it('says why a failed trade did not settle and that it was unwound; nothing for a completed one', () => {
    expect(
      failedTradeNotice({ ...TRADE, status: 'failed', failure_reason: 'The counterparty did not deliver' }),
    ).toBe(
      'This trade failed to settle: The counterparty did not deliver. What you sold and its fee are back in your account; what you bought has been taken back.',
    );
    expect(failedTradeNotice({ ...TRADE, status: 'failed' })).toBe(
      'This trade failed to settle. What you sold and its fee are back in your account; what you bought has been taken back.',
    );
    expect(failedTradeNotice(TRADE)).toBeNull();
    const failed = { ...TRADE, status: 'failed' as const };
    expect(tradeSummary(failed)).toBe('10,000.00 GBP for 1,893,265 JPY, not settled');
    expect(tradeSummary(TRADE)).toBe('Sold 10,000.00 GBP for 1,893,265 JPY');
    expect(fxTradeDetailRows(failed, 'Treasury').map(([l]) => l)).not.toContain('Total debited');
  });
});
