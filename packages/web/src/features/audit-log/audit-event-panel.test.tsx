import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../domains/audit/audit-event-text';
import { renderUi } from '../../testing/render';
import { AuditEventPanel } from './audit-event-panel';

/** The ids business users must never read as content (the layout journeys look for them outside a reference). */
const INTERNAL_ID = /\b(org|ba|pay|rcp|quo|pbt|so|fxt)_[a-z0-9]/;

const cancelled: AuditEvent = {
  ref: 'aud_7',
  at: '2026-11-26T09:30:00Z',
  organization: 'org_northwind',
  actor: { ref: 'usr_ada', name: 'Ada Lovelace' },
  actor_role: 'owner',
  action: 'payment.cancelled',
  target: { type: 'payment', ref: 'pay_8f2k3m' },
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  before: { status: 'scheduled' },
  after: { status: 'cancelled' },
  prev_hash: '0'.repeat(64),
  hash: 'a'.repeat(64),
};

/** The dialog's text with its support references left out. */
function contentText(dialog: HTMLElement): string {
  const copy = dialog.cloneNode(true) as HTMLElement;
  for (const reference of copy.querySelectorAll('[data-reference]')) reference.remove();
  return copy.textContent ?? '';
}

describe('AuditEventPanel', () => {
  // rule AUD-12
  it('names an unnamed target as people know it and keeps its ref as the support reference, last', async () => {
    renderUi(<AuditEventPanel row={{ event: cancelled, intact: true }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    expect(within(dialog).getByText('A payment')).toBeInTheDocument();
    expect(contentText(dialog)).not.toMatch(INTERNAL_ID);

    const references = dialog.querySelectorAll('[data-reference]');
    expect(references).toHaveLength(1);
    const [reference] = references;
    expect(reference).toHaveTextContent('Payment reference');
    expect(reference).toHaveTextContent('pay_8f2k3m');
    expect(
      within(reference as HTMLElement).getByRole('button', { name: 'Copy payment reference' }),
    ).toBeVisible();
    // Last in the panel: after the change, the user agent and the hash.
    const body = dialog.querySelector('[data-reference]')?.parentElement;
    expect(body?.lastElementChild).toBe(reference);
  });

  it('names the money a target moved, and an FX trade by both its sides', async () => {
    const trade: AuditEvent = {
      ...cancelled,
      action: 'fx.executed',
      target: { type: 'fx_trade', ref: 'fxt_9x2' },
      before: null,
      after: {
        bank_account_ref: 'ba_ops',
        sell_amount: '10000.00',
        sell_currency: 'GBP',
        buy_amount: '11650.00',
        buy_currency: 'EUR',
        rate: '1.165',
      },
    };
    renderUi(<AuditEventPanel row={{ event: trade, intact: true }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    expect(within(dialog).getByText('10,000.00 GBP → 11,650.00 EUR')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy FX trade reference' })).toBeVisible();
  });
});
