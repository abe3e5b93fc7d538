import { describe, expect, it } from 'vitest';
import { mockControl, serveMockBank } from '../../testing/mock-bank-session';
import { fetchAuditEvents } from './audit-events';
import { alteredNotice, checkAuditEvents } from './audit-integrity';

serveMockBank();

const firstPage = () => fetchAuditEvents('org_northwind', { page: 1, per_page: 100 });

describe('checkAuditEvents against the mock bank', () => {
  // rule AUD-14
  it('finds every entry the bank wrote intact, and exactly the one edited afterwards altered', async () => {
    const before = checkAuditEvents((await firstPage()).data);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((c) => c.intact)).toBe(true);
    expect(alteredNotice(before)).toBeNull();

    const victim = before[0]?.event.ref ?? '';
    await mockControl('/__mock/audit/tamper', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ref: victim, after: { role: 'owner' } }),
    });
    const after = checkAuditEvents((await firstPage()).data);
    expect(after.filter((c) => !c.intact).map((c) => c.event.ref)).toEqual([victim]);
    expect(alteredNotice(after)).toMatch(/^1 entry on this page does not match its hash/);
  });

  it('counts several altered entries in the notice', () => {
    const event = { ref: 'aud_1', hash: '0'.repeat(64) } as Parameters<typeof checkAuditEvents>[0][number];
    expect(
      alteredNotice([
        { event, intact: false },
        { event, intact: false },
      ]),
    ).toMatch(/^2 entries on this page do not match their hashes/);
  });
});
