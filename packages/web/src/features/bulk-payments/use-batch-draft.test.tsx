import { i18n } from '@lingui/core';
import { unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentBatch } from '../../domains/payments/payment-batches';
import { apiClient } from '../../domains/session/api-client';
import { wednesdayMorningAfter } from '../../testing/business-morning';
import {
  createTestQueryClient,
  serveMockBank,
  signInToMockBank,
  signInWithSecondFactor,
  totpCode,
} from '../../testing/mock-bank-session';
import { SEMICOLON_TEXT } from './model/read-batch-file';
import { noRecipientMatchText } from './model/recipient-match';
import { decimalsText, formatHint } from './model/row-messages';
import { useBatchDraft } from './use-batch-draft';
import { useBatchRetry } from './use-batch-retry';
import { useBatchSubmit } from './use-batch-submit';

const { bank } = serveMockBank({ signIn: false });
beforeEach(async () => {
  bank.clock.set(wednesdayMorningAfter(Date.now()));
  await signInToMockBank();
});

const ACCOUNT = 'org_northwind';
const OPS = 'ba_northwind_ops';
const HEADER = 'recipient,amount,currency,reason_code,reference';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

async function gbpPayees(): Promise<{ ref: string; name: string }[]> {
  const page = await unwrap(
    apiClient.GET('/accounts/{account}/recipients', {
      params: { path: { account: ACCOUNT }, query: { currency: 'GBP', status: 'active' } },
    }),
  );
  return page.data.map(({ ref, name }) => ({ ref, name }));
}

const csvFile = (lines: string[], name = 'November run.csv') =>
  new File([lines.join('\r\n')], name, { type: 'text/csv' });

/** The draft and its submission together, as the new bulk payment screen wires them. */
function renderBatch(done: PaymentBatch[]) {
  return renderHook(
    () => {
      const draft = useBatchDraft(ACCOUNT, OPS);
      const submission = useBatchSubmit({
        account: ACCOUNT,
        bankAccount: OPS,
        name: 'November run',
        rows: draft.rows,
        onDone: (batch) => done.push(batch),
        onRowsRefused: draft.showRefusal,
      });
      return { draft, submission };
    },
    { wrapper },
  );
}

/** A file is read once the organization's recipients are known (its rows name them). */
async function renderLoadedBatch(done: PaymentBatch[]) {
  const rendered = renderBatch(done);
  await waitFor(() => expect(rendered.result.current.draft.recipients.isSuccess).toBe(true));
  return rendered;
}

describe('a bulk payment file against the mock bank (rules BULK-11..BULK-14)', () => {
  it('refuses a semicolon file whole, without asking the bank', async () => {
    const { result } = renderBatch([]);
    await act(() => result.current.draft.loadFile(csvFile(['recipient_ref;amount', 'rcp_a;1.00'])));
    expect(result.current.draft.fileError).toBe(i18n._(SEMICOLON_TEXT));
    expect(result.current.draft.rows).toEqual([]);
    expect(result.current.draft.bank.status).toBe('idle');
  });

  it("flags the browser's and the bank's errors per row, re-checks fixes, then submits once per key", async () => {
    const [a, b] = await gbpPayees();
    if (!a || !b) throw new Error('the seed has two GBP payees');
    const done: PaymentBatch[] = [];
    const { result } = await renderLoadedBatch(done);
    await act(() =>
      result.current.draft.loadFile(
        csvFile([
          HEADER,
          `${a.name},10.00,GBP,SUPP,INV 1`,
          `${b.ref},12.505,GBP,SUPP,INV 2`,
          'Nobody Here Ltd,"1,005.00",GBP,SUPP,INV_3',
          `${a.name.toUpperCase()},10.00,GBP,SUPP,INV 1`,
        ]),
      ),
    );
    const rowById = (id: number) => {
      const row = result.current.draft.rows.find((r) => r.id === id);
      if (!row) throw new Error(`no row ${id}`);
      return row;
    };
    // The browser's check at once, every problem of a row together; the bank's shortly after, for the rows
    // the browser finds right.
    expect(result.current.draft.errorsOf(rowById(2))).toEqual({ amount: decimalsText('GBP', 2) });
    expect(result.current.draft.errorsOf(rowById(3))).toEqual({
      recipient: noRecipientMatchText('Nobody Here Ltd'),
      reference: formatHint('reference'),
    });
    await waitFor(() => expect(result.current.draft.bank.status).toBe('done'));
    expect(result.current.draft.bankCheckOf(rowById(1))?.recipientName).toBe(a.name);
    expect(result.current.draft.bankCheckOf(rowById(4))?.duplicateOf).toBe(1);
    expect(result.current.draft.ready).toBe(false);

    act(() => result.current.draft.editCell(2, 'amount', '12.50'));
    act(() => result.current.draft.editCell(3, 'recipient', b.ref));
    act(() => result.current.draft.editCell(3, 'reference', 'INV 3'));
    await waitFor(() => expect(result.current.draft.ready).toBe(true));
    expect(result.current.draft.bank.validation?.totals).toEqual([
      expect.objectContaining({ currency: 'GBP', count: 4, amount: '1037.50' }),
    ]);

    await act(() => result.current.submission.submit());
    await waitFor(() => expect(done).toHaveLength(1));
    expect(done[0]).toMatchObject({ name: 'November run', row_count: 4, status: 'processing' });
    // The same submission again (a double click, a lost answer): the same key, the same batch.
    await act(() => result.current.submission.submit());
    await waitFor(() => expect(done).toHaveLength(2));
    expect(done[1]?.ref).toBe(done[0]?.ref);
  });

  it('asks a 2FA user for one code bound to the count and totals, and shows a wrong code under the field', async () => {
    await signInWithSecondFactor();
    const [a] = await gbpPayees();
    const done: PaymentBatch[] = [];
    const { result } = await renderLoadedBatch(done);
    await act(() =>
      result.current.draft.loadFile(
        csvFile([HEADER, `${a?.ref},10.00,GBP,SUPP,INV 1`, `${a?.ref},2.00,GBP,SUPP,INV 2`]),
      ),
    );
    await waitFor(() => expect(result.current.draft.ready).toBe(true));
    await act(() => result.current.submission.submit());
    await waitFor(() => expect(result.current.submission.codeStep).not.toBeNull());
    act(() => result.current.submission.setCode('000000'));
    act(() => result.current.submission.authorize());
    await waitFor(() => expect(result.current.submission.codeStep?.error).toBeTruthy());
    const code = await totpCode('grace@northwind.test', 1);
    act(() => result.current.submission.setCode(code));
    act(() => result.current.submission.authorize());
    await waitFor(() => expect(done).toHaveLength(1));
    expect(done[0]).toMatchObject({
      row_count: 2,
      created_by: expect.objectContaining({ user_ref: 'usr_grace' }),
    });
  });
});

describe('retrying the failed rows of a batch (rule BULK-16)', () => {
  it("makes one new batch of the seed's failed row, the same one on a resend", async () => {
    const batch = (
      await unwrap(
        apiClient.GET('/accounts/{account}/payment-batches/{paymentBatch}', {
          params: { path: { account: ACCOUNT, paymentBatch: 'pbt_northwind_november' } },
        }),
      )
    ).data;
    expect(batch.status).toBe('partially_failed');
    const retries: PaymentBatch[] = [];
    const { result } = renderHook(() => useBatchRetry(ACCOUNT, batch, (created) => retries.push(created)), {
      wrapper,
    });
    expect(result.current.totals).toEqual([expect.objectContaining({ count: 1 })]);
    await act(() => result.current.start());
    await waitFor(() => expect(retries).toHaveLength(1));
    expect(retries[0]).toMatchObject({ retry_of: batch.ref, row_count: 1 });
    await act(() => result.current.start());
    await waitFor(() => expect(retries).toHaveLength(2));
    expect(retries[1]?.ref).toBe(retries[0]?.ref);
  });
});
