import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../domains/audit/audit-event-text';
import type { CheckedAuditEvent } from '../../domains/audit/audit-integrity';
import { auditLogColumns } from './audit-log-columns';
import { auditEventsToCsv } from './audit-log-csv';

const row = (target: AuditEvent['target'], after: AuditEvent['after']): CheckedAuditEvent => ({
  intact: true,
  event: {
    ref: 'aud_3',
    at: '2026-11-26T09:30:00Z',
    organization: 'org_northwind',
    actor: { ref: 'usr_ada', name: 'Ada Lovelace' },
    actor_role: 'owner',
    action: 'payment_batch.approved',
    target,
    ip: '203.0.113.7',
    user_agent: null,
    before: { status: 'awaiting_approval' },
    after,
    prev_hash: '0'.repeat(64),
    hash: 'a'.repeat(64),
  },
});

const targetColumn = () => {
  const column = auditLogColumns(() => {}).find((c) => c.id === 'target');
  if (!column) throw new Error('no target column');
  return column;
};

describe('the audit log’s target column', () => {
  // rule AUD-12
  it('reads a name a person knows, never the internal ref, on the desktop and the phone', () => {
    const column = targetColumn();
    const approved = row({ type: 'payment_batch', ref: 'pbt_4k2' }, { status: 'scheduled', approvals: 1 });
    expect(column.cell(approved)).toBe('A bulk payment');
    expect(column.text?.(approved)).toBe('Bulk payment · A bulk payment');
    expect(column.mobileCell?.(approved)).toBe('Bulk payment · A bulk payment');

    const order = row(
      { type: 'standing_order', ref: 'so_77' },
      { amount: '250.00', currency: 'GBP', schedule: { frequency: 'monthly' } },
    );
    expect(column.cell(order)).toBe('250.00 GBP');
  });

  // rule AUD-16: auditors keep the ref, in its own column
  it('keeps the ref in the CSV beside the name', () => {
    const csv = auditEventsToCsv([row({ type: 'payment', ref: 'pay_8f2k' }, { status: 'cancelled' })]);
    const [header, line] = csv.split(/\r?\n/);
    const columns = header?.split(',') ?? [];
    const cells = line?.split(',') ?? [];
    expect(cells[columns.indexOf('Target')]).toBe('A payment');
    expect(cells[columns.indexOf('Target ref')]).toBe('pay_8f2k');
  });
});
