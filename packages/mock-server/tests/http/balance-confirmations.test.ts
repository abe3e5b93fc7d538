import { describe, expect, it } from 'vitest';
import { type StatementJson, toMinor } from '../support/statement-checks.js';
import { Client, signedIn, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';

describe('balance confirmations (createBalanceConfirmation, verifyBalanceConfirmation)', () => {
  it('confirms every account and currency at the close of a day, as the month statements close', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const res = await ada.call('POST', `${NW}/balance-confirmations`, { body: { date: '2026-02-28' } });
    expect(res.statusCode, res.body).toBe(201);
    const letter = res.json().data;
    expect(letter.verification_reference).toMatch(
      /^BC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(letter.requested_by).toEqual({ ref: 'usr_ada', name: 'Ada Lovelace' });
    const february = (
      (await ada.call('GET', `${NW}/statements?year=2026&per_page=100`)).json().data as StatementJson[]
    ).filter((s) => s.month === '2026-02');
    expect(letter.balances).toHaveLength(february.length);
    for (const b of letter.balances) {
      const statement = february.find(
        (s) => s.bank_account_ref === b.bank_account_ref && s.currency === b.currency,
      );
      expect(toMinor(b.balance, b.currency), `${b.bank_account_ref} ${b.currency}`).toBe(
        toMinor(statement?.closing_balance ?? 'x', b.currency),
      );
    }
    const pdf = await ada.call('GET', `/files/${letter.file.token}`, { auth: false });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets anyone holding the reference check it, without signing in; an unknown one is 404', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const letter = (
      await ada.call('POST', `${NW}/balance-confirmations`, { body: { date: '2026-01-31' } })
    ).json().data;
    const auditor = new Client(app, '203.0.113.7');
    const check = await auditor.call('GET', `/balance-confirmations/${letter.verification_reference}`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      verification_reference: letter.verification_reference,
      organization_name: expect.any(String),
      date: '2026-01-31',
      balances: letter.balances.map((b: { account_name: string; currency: string; balance: string }) => ({
        account_name: b.account_name,
        currency: b.currency,
        balance: b.balance,
      })),
    });
    expect((await auditor.call('GET', '/balance-confirmations/BC-0000-0000-0000')).statusCode).toBe(404);
  });

  it('refuses today, the future and before 2000 under the date field, and guessing past 10 checks', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    for (const date of ['2026-03-10', '2026-04-01', '1999-12-31']) {
      const res = await ada.call('POST', `${NW}/balance-confirmations`, { body: { date } });
      expect(res.statusCode, date).toBe(422);
      expect(res.json().errors.date[0]).toMatch(/^Choose/);
    }
    const guesser = new Client(app, '198.51.100.9');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await guesser.call('GET', `/balance-confirmations/BC-0000-0000-000${i % 10}`)).statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
