import { unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { dayjs } from '../../lib/dayjs';
import {
  createTestQueryClient,
  serveMockBank,
  signInWithSecondFactor,
  totpCode,
} from '../../testing/mock-bank-session';
import type { StandingOrder } from './api/standing-orders';
import { useStandingOrderForm } from './use-standing-order-form';

serveMockBank();

const ACCOUNT = 'org_northwind';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

async function gbpPayee(): Promise<string> {
  const page = await unwrap(
    apiClient.GET('/accounts/{account}/recipients', {
      params: { path: { account: ACCOUNT }, query: { currency: 'GBP', status: 'active' } },
    }),
  );
  const ref = page.data[0]?.ref;
  if (!ref) throw new Error('no GBP recipient in the seed');
  return ref;
}

/** The form hook with its field errors read while rendering (react-hook-form reports only what a render read). */
function renderForm(done: StandingOrder[]) {
  return renderHook(
    () => {
      const f = useStandingOrderForm({
        account: ACCOUNT,
        defaultBankAccount: 'ba_northwind_ops',
        onDone: (so) => done.push(so),
      });
      return { ...f, errors: f.form.formState.errors };
    },
    { wrapper },
  );
}

describe('setting up a standing order against the mock bank (rules SO-04, SO-11)', () => {
  it("sets one up once per opened form, and shows the bank's next dates", async () => {
    const done: StandingOrder[] = [];
    const { result } = renderForm(done);
    const recipient = await gbpPayee();
    const start = dayjs().add(7, 'day').format('YYYY-MM-DD');
    act(() => {
      const { setValue } = result.current.form;
      setValue('recipient_ref', recipient);
      setValue('currency', 'GBP');
      setValue('amount', '1250.00');
      setValue('reason_code', 'RENT');
      setValue('reference', 'UNIT 4 RENT');
      setValue('day_of_month', '31');
      setValue('start_date', start);
    });
    await act(() => result.current.submit());
    await waitFor(() => expect(done).toHaveLength(1));
    const [first] = done;
    expect(first?.next_dates).toHaveLength(3);
    expect(first?.next_dates.every((d) => d >= start)).toBe(true);
    // A second click of the same form: the bank answers the same standing order (one Idempotency-Key).
    await act(() => result.current.submit());
    await waitFor(() => expect(done).toHaveLength(2));
    expect(done[1]?.ref).toBe(first?.ref);
  });

  it('to a no-match payee, sends nothing until the user confirms, then sends the confirmation (rule VOP-05)', async () => {
    const done: StandingOrder[] = [];
    const { result } = renderForm(done);
    const payee = await unwrap(
      apiClient.POST('/accounts/{account}/recipients', {
        params: { path: { account: ACCOUNT } },
        body: {
          type: 'business',
          name: 'No Match Fenwick',
          country: 'GB',
          currency: 'GBP',
          bank_details: { scheme: 'sort_code', sort_code: '200000', account_number: '55779911' },
        },
      }),
    );
    act(() => {
      const { setValue } = result.current.form;
      setValue('recipient_ref', payee.data.ref);
      setValue('currency', 'GBP');
      setValue('amount', '300.00');
      setValue('reason_code', 'SUPP');
      setValue('reference', 'FENWICK RETAINER');
      setValue('day_of_month', '15');
      setValue('start_date', dayjs().add(7, 'day').format('YYYY-MM-DD'));
      result.current.choosePayee(payee.data.verification);
    });
    expect(result.current.needsPayeeConfirmation).toBe(true);
    await act(() => result.current.submit());
    // Nothing went to the bank: it would have refused (422), and the form would say so.
    expect(done).toHaveLength(0);
    expect(result.current.failure).toBeNull();
    act(() => result.current.confirmPayee(true));
    expect(result.current.needsPayeeConfirmation).toBe(false);
    await act(() => result.current.submit());
    await waitFor(() => expect(done).toHaveLength(1));
    expect(done[0]?.recipient_ref).toBe(payee.data.ref);
  });

  it("puts the bank's refusal under the field it names", async () => {
    const { result } = renderForm([]);
    const recipient = await gbpPayee();
    act(() => {
      const { setValue } = result.current.form;
      setValue('recipient_ref', recipient);
      setValue('currency', 'GBP');
      setValue('amount', '10.00');
      setValue('reason_code', 'RENT');
      setValue('reference', 'PAST');
      setValue('day_of_month', '1');
      setValue('start_date', '2020-01-01');
    });
    await act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.errors.start_date?.message).toBe('The start date cannot be in the past.'),
    );
    expect(result.current.failure).toBeNull();
  });

  it('asks a user with 2FA for a code bound to the recipient and amount; a wrong one is told under the code', async () => {
    await signInWithSecondFactor();
    const done: StandingOrder[] = [];
    const { result } = renderForm(done);
    const recipient = await gbpPayee();
    act(() => {
      const { setValue } = result.current.form;
      setValue('recipient_ref', recipient);
      setValue('currency', 'GBP');
      setValue('amount', '80.00');
      setValue('reason_code', 'SCVE');
      setValue('reference', 'CLEANING');
      setValue('frequency', 'weekly');
      setValue('start_date', dayjs().add(3, 'day').format('YYYY-MM-DD'));
    });
    await act(() => result.current.submit());
    await waitFor(() => expect(result.current.codeStep).not.toBeNull());
    act(() => result.current.setCode('12345'));
    act(() => result.current.authorize());
    expect(result.current.codeStep?.error).toBe('Enter the 6-digit code from your authenticator app.');
    const code = await totpCode('grace@northwind.test', 1);
    act(() => result.current.setCode(code));
    act(() => result.current.authorize());
    await waitFor(() => expect(done).toHaveLength(1));
    expect(done[0]?.created_by.user_ref).toBe('usr_grace');
  });
});
