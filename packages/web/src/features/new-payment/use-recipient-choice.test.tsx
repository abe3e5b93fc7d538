import { i18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Recipient } from '../../domains/recipients/recipient-form/recipient-form-model';
import { recipientOption } from '../../domains/recipients/recipient-form/recipient-option';
import { useSessionStore } from '../../domains/session/session-store';
import { createTestQueryClient, serveMockBank } from '../../testing/mock-bank-session';
import { useNewPaymentStore } from './model/new-payment-store';
import { addManyRecipients } from './testing/many-recipients';
import { MISSING_RECIPIENT_TEXT, useRecipientChoice } from './use-recipient-choice';

const { bank } = serveMockBank();
const SLOW = { timeout: 10_000 };

function renderChoice() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRecipientChoice(), { wrapper });
}

describe('useRecipientChoice against the mock bank', { timeout: 60_000 }, () => {
  beforeEach(() => {
    addManyRecipients(bank);
    const session = useSessionStore.getState();
    useNewPaymentStore.getState().claim(`${session.userRef}|${session.currentAccountRef}`);
    useNewPaymentStore.getState().reset();
  });

  it('lists the first 100, finds one beyond them by a search at the bank, and chooses it', async () => {
    const { result } = renderChoice();
    await waitFor(() => expect(result.current.shown).toBe(100), SLOW);
    expect(result.current.total).toBeGreaterThan(100);
    expect(result.current.options.some((o) => o.label.startsWith('Zulu Freight'))).toBe(false);

    act(() => result.current.setSearch('zulu'));
    await waitFor(() => expect(result.current.options.map((o) => o.value)).toEqual(['rcp_zulu']), SLOW);
    act(() => result.current.chooseRef('rcp_zulu'));
    expect(useNewPaymentStore.getState().draft).toMatchObject({
      recipientRef: 'rcp_zulu',
      recipientName: 'Zulu Freight',
    });
    // The choice stays shown whatever the next search lists.
    expect(result.current.chosenOption?.label).toMatch(/^Zulu Freight · GBP · /);
    expect(result.current.proceed()).toBe(true);
  });

  it('finds a recipient by its legal name, which its label does not show', async () => {
    const { result } = renderChoice();
    act(() => result.current.setSearch('forwarding (kent)'));
    await waitFor(() => expect(result.current.options.map((o) => o.value)).toEqual(['rcp_zulu']), SLOW);
    expect(result.current.options[0]?.label).toMatch(/^Zulu Freight · GBP/);
  });

  it('does not go on without a recipient, and says so once Continue was pressed', async () => {
    const { result } = renderChoice();
    expect(result.current.missing).toBeUndefined();
    let proceeded = true;
    act(() => {
      proceeded = result.current.proceed();
    });
    expect(proceeded).toBe(false);
    expect(result.current.missing).toBe(i18n._(MISSING_RECIPIENT_TEXT));
  });

  it('lists a recipient added inline at once and chooses it', async () => {
    const { result } = renderChoice();
    await waitFor(() => expect(result.current.shown).toBe(100), SLOW);
    const created = {
      ref: 'rcp_new',
      name: 'Aardvark Ltd',
      currency: 'GBP',
      status: 'pending',
      bank_details: { scheme: 'sort_code', sort_code: '601613', account_number: '31926819' },
    } as unknown as Recipient;
    act(() => result.current.chooseCreated(created));
    expect(result.current.options[0]?.value).toBe('rcp_new');
    expect(result.current.selected?.ref).toBe('rcp_new');
    expect(useNewPaymentStore.getState().draft.recipientSummary).toBe('Sort code 60-16-13, account ••••6819');
  });
});

describe('recipientOption', () => {
  it('lists a recipient a payment cannot go to with its status, not choosable', () => {
    const recipient = {
      ref: 'rcp_1',
      name: 'Acme',
      currency: 'EUR',
      status: 'rejected',
      bank_details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    } as unknown as Recipient;
    expect(recipientOption(recipient)).toMatchObject({
      value: 'rcp_1',
      disabled: true,
      label: expect.stringMatching(/^Acme · EUR · .* \(rejected\)$/),
    });
    expect(recipientOption({ ...recipient, status: 'active' })).toMatchObject({ disabled: false });
  });
});
