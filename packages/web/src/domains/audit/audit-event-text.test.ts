import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  type AuditEvent,
  auditActorName,
  auditActorText,
  auditChangeLine,
  auditChanges,
  auditDeviceText,
  auditTargetText,
} from './audit-event-text';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditActionLabel } from './audit-labels';

describe('audit event text', () => {
  // rule AUD-11
  it('has a readable label for every action of the contract', () => {
    for (const action of AUDIT_ACTIONS) expect(i18n._(AUDIT_ACTION_LABELS[action])).toMatch(/^[A-Z][a-z]/);
  });

  // rule AUD-12
  it('lists each changed field before → after, unchanged and bookkeeping fields left out', () => {
    const changes = auditChanges({
      before: { status: 'scheduled', amount: '10.00', updated_at: '2026-01-01T00:00:00Z' },
      after: { status: 'cancelled', amount: '10.00', updated_at: '2026-01-02T00:00:00Z' },
    });
    expect(changes.map(auditChangeLine)).toEqual(['Status: scheduled → cancelled']);
  });

  it('flattens nested fields, leads with the name and says what was created or removed', () => {
    const created = auditChanges({
      before: null,
      after: {
        ref: 'rcp_1',
        type: 'business',
        name: 'Acme',
        email: null,
        bank_details: { scheme: 'iban', iban: 'GB00' },
        verified: false,
      },
    });
    // The name first; empty fields of a new thing left out.
    expect(created.map(auditChangeLine)).toEqual([
      'Name: Acme',
      'Type: business',
      'Bank details scheme: iban',
      'Bank details iban: GB00',
      'Verified: Off',
    ]);
    const removed = auditChanges({ before: { name: 'Acme' }, after: null });
    expect(removed.map(auditChangeLine)).toEqual(['Name: Acme (removed)']);
    expect(auditChanges({ before: null, after: null })).toEqual([]);
  });

  it('writes values in words: status, money with its currency, dates, and refs by the names the viewer knows', () => {
    const changes = auditChanges(
      {
        before: { status: 'awaiting_approval' },
        after: {
          status: 'scheduled',
          bank_account_ref: 'ba_ops',
          recipient_ref: 'rcp_gone',
          amount: '25000.00',
          currency: 'GBP',
          execution_date: '2026-12-01',
        },
      },
      new Map([['ba_ops', 'Operating account']]),
    );
    expect(changes.map(auditChangeLine)).toEqual([
      'Status: awaiting approval → scheduled',
      'Bank account: Operating account',
      'Recipient: rcp_gone',
      'Amount: 25,000.00 GBP',
      'Execution date: 01 Dec, 2026',
    ]);
  });

  it('keeps user text as text, markup included (it is never rendered as HTML)', () => {
    const [change] = auditChanges({ before: null, after: { name: '<img src=x onerror=alert(1)>' } });
    expect(change?.after).toBe('<img src=x onerror=alert(1)>');
  });

  it('rule AUD-19: names a person acting through one of their API keys as the key of that person', () => {
    const actor = { ref: 'usr_ada', name: 'Ada Lovelace', api_key: { ref: 'key_erp', name: 'ERP sync' } };
    expect(auditActorText({ actor, actor_role: 'owner' })).toBe('API key ‘ERP sync’ of Ada Lovelace (Owner)');
    expect(auditActorName({ actor })).toBe('API key ‘ERP sync’ of Ada Lovelace');
    expect(auditActorName({ actor: { ref: 'usr_ada', name: 'Ada Lovelace' } })).toBe('Ada Lovelace');
    expect(
      auditTargetText({ actor, target: { type: 'api_key', ref: 'key_erp' }, before: null, after: null }),
    ).toEqual({ type: 'API key', name: 'An API key' });
    expect(auditActionLabel('webhook_endpoint.secret_rotated')).toBe('Rotated a webhook signing secret');
  });

  it('names the actor with their role, and the target by its name when the entry holds one', () => {
    expect(auditActorText({ actor: { ref: 'usr_ada', name: 'Ada Lovelace' }, actor_role: 'owner' })).toBe(
      'Ada Lovelace (Owner)',
    );
    expect(auditActorText({ actor: { ref: null, name: 'who@example.test' }, actor_role: null })).toBe(
      'who@example.test',
    );
    const ada = { ref: 'usr_ada', name: 'Ada Lovelace' };
    expect(
      auditTargetText({
        actor: ada,
        target: { type: 'recipient', ref: 'rcp_1' },
        before: null,
        after: { name: 'Acme' },
      }),
    ).toEqual({ type: 'Recipient', name: 'Acme' });
    expect(
      auditTargetText({ actor: ada, target: { type: 'user', ref: 'usr_ada' }, before: null, after: null }),
    ).toEqual({
      type: 'User',
      name: 'Own account',
    });
  });

  // rule AUD-12: an internal id is a support reference, never what the target column or the panel reads
  describe('a target the entry gives no name', () => {
    const ada = { ref: 'usr_ada', name: 'Ada Lovelace' };
    const target = (
      type: AuditEvent['target']['type'],
      ref: string,
      after: AuditEvent['after'],
      before: AuditEvent['before'] = null,
    ) => auditTargetText({ actor: ada, target: { type, ref }, before, after });

    it('is named by the money it moved: a payment, a standing order, a bulk payment, an FX trade', () => {
      expect(
        target('payment', 'pay_8f2k', {
          bank_account_ref: 'ba_ops',
          recipient_ref: 'rcp_1',
          amount: '25000',
          currency: 'GBP',
          status: 'scheduled',
        }),
      ).toEqual({ type: 'Payment', name: '25,000.00 GBP' });
      expect(
        target('standing_order', 'so_1', {
          amount: '250.5',
          currency: 'EUR',
          schedule: { frequency: 'monthly' },
        }),
      ).toEqual({ type: 'Standing order', name: '250.50 EUR' });
      expect(
        target('payment_batch', 'pbt_1', {
          name: null,
          row_count: 3,
          totals: [
            { currency: 'GBP', count: 2, amount: '1200.00', fee: '0.00', total: '1200.00' },
            { currency: 'JPY', count: 1, amount: '5000', fee: '0', total: '5000' },
          ],
        }),
      ).toEqual({ type: 'Bulk payment', name: '1,200.00 GBP, 5,000 JPY' });
      expect(
        target('fx_trade', 'fxt_1', {
          bank_account_ref: 'ba_ops',
          sell_amount: '10000.00',
          sell_currency: 'GBP',
          buy_amount: '11650.00',
          buy_currency: 'EUR',
          rate: '1.165',
        }),
      ).toEqual({ type: 'FX trade', name: '10,000.00 GBP → 11,650.00 EUR' });
      expect(
        target('approval_rule', 'apr_1', {
          threshold: '10000',
          threshold_currency: 'GBP',
          approvals_required: 2,
        }),
      ).toEqual({ type: 'Approval rule', name: 'Payments of 10,000.00 GBP or more' });
    });

    it('prefers a name, then an email, to money; an export by what it held', () => {
      expect(
        target('payment_batch', 'pbt_1', {
          name: 'March payroll',
          totals: [{ currency: 'GBP', amount: '1.00' }],
        }),
      ).toEqual({ type: 'Bulk payment', name: 'March payroll' });
      expect(target('invitation', 'inv_1', null, { email: 'mo@example.test', role: 'viewer' })).toEqual({
        type: 'Invitation',
        name: 'mo@example.test',
      });
      expect(
        target('export', 'exp_1', { dataset: 'audit_events', format: 'csv', filters: {}, row_count: 12 }),
      ).toEqual({ type: 'Export', name: 'Audit log (CSV)' });
      expect(
        target('export', 'stm_northwind_ops_GBP_202610', {
          dataset: 'statements',
          format: 'camt053',
          row_count: 9,
        }),
      ).toEqual({ type: 'Export', name: 'Statement (CAMT.053)' });
      expect(target('export', 'txx_1', { dataset: 'transactions', format: 'xero_csv' })).toEqual({
        type: 'Export',
        name: 'Transactions (CSV for Xero)',
      });
    });

    it('is a plain phrase for its kind when the entry holds nothing more, never its ref', () => {
      const cases: [AuditEvent['target']['type'], string, string][] = [
        ['payment', 'pay_8f2k', 'A payment'],
        ['payment_batch', 'pbt_1', 'A bulk payment'],
        ['fx_trade', 'fxt_1', 'An FX trade'],
        ['standing_order', 'so_1', 'A standing order'],
        ['organization', 'org_northwind', 'This organization'],
        ['user', 'usr_mo', 'A team member'],
      ];
      for (const [type, ref, name] of cases) {
        const shown = target(type, ref, { status: 'cancelled' }, { status: 'scheduled' }).name;
        expect(shown).toBe(name);
        expect(shown).not.toContain(ref);
      }
      // An amount without its currency is no money to show.
      expect(target('payment', 'pay_1', { amount: '1.00' }).name).toBe('A payment');
      expect(target('organization', 'org_northwind', { require_two_factor_for_payments: true }).name).toBe(
        'This organization',
      );
      expect(
        auditTargetText({
          actor: { ref: null, name: 'who@example.test' },
          target: { type: 'user', ref: 'usr_unknown' },
          before: null,
          after: null,
        }),
      ).toEqual({ type: 'User', name: 'Unknown account' });
    });
  });

  it('names the device from the user agent, a script by its first token', () => {
    expect(
      auditDeviceText(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS');
    expect(
      auditDeviceText(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      auditDeviceText('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox on Windows');
    expect(auditDeviceText('curl/8.5.0')).toBe('curl/8.5.0');
    expect(auditDeviceText(null)).toBe('Unknown device');
  });
});
