import { describe, expect, it } from 'vitest';
import {
  auditActorText,
  auditChangeLine,
  auditChanges,
  auditDeviceText,
  auditTargetText,
} from './audit-event-text';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from './audit-labels';

describe('audit event text', () => {
  // rule AUD-11
  it('has a readable label for every action of the contract', () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toMatch(/^[A-Z][a-z]/);
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
      auditTargetText({
        actor: ada,
        target: { type: 'payment', ref: 'pay_1' },
        before: null,
        after: { amount: '1.00' },
      }),
    ).toEqual({ type: 'Payment', name: 'pay_1' });
    expect(
      auditTargetText({ actor: ada, target: { type: 'user', ref: 'usr_ada' }, before: null, after: null }),
    ).toEqual({
      type: 'User',
      name: 'Own account',
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
