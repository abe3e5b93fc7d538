import type { components } from '@portal/api-types';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEW_PAYMENT_STORAGE_KEY, useNewPaymentStore } from './new-payment-store';

const recipient = { ref: 'rcp_1', name: 'Acme', currency: 'GBP', scheme: 'sort_code', summary: 'x' } as const;
const payment = { ref: 'pay_1' } as components['schemas']['Payment'];

describe('new payment draft store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useNewPaymentStore.getState().claim('usr_a|org_a');
    useNewPaymentStore.getState().reset();
  });

  it('keeps one idempotency key for the whole draft', () => {
    const key = useNewPaymentStore.getState().idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    useNewPaymentStore.getState().setRecipient(recipient);
    useNewPaymentStore.getState().setReason({ reasonCode: 'SUPP', reference: 'INV 1' });
    useNewPaymentStore
      .getState()
      .setAmount({ bankAccountRef: 'ba_1', currency: 'GBP', amount: '10.00', executionDate: null });
    expect(useNewPaymentStore.getState().idempotencyKey).toBe(key);
  });

  it('persists the draft in sessionStorage, without the 2FA challenge', () => {
    useNewPaymentStore.getState().setRecipient(recipient);
    useNewPaymentStore.getState().setChallenge({ challengeRef: 'chl_1', expiresAt: 'x', boundTo: 'y' });
    const stored = JSON.parse(sessionStorage.getItem(NEW_PAYMENT_STORAGE_KEY) ?? '{}');
    expect(stored.state.draft.recipientRef).toBe('rcp_1');
    expect(stored.state.idempotencyKey).toBe(useNewPaymentStore.getState().idempotencyKey);
    expect(stored.state.challenge).toBeUndefined();
  });

  it('clears the amount when the recipient changes currency', () => {
    useNewPaymentStore.getState().setRecipient(recipient);
    useNewPaymentStore
      .getState()
      .setAmount({ bankAccountRef: 'ba_1', currency: 'GBP', amount: '10.00', executionDate: null });
    useNewPaymentStore.getState().setRecipient({ ...recipient, ref: 'rcp_2', currency: 'EUR' });
    expect(useNewPaymentStore.getState().draft.amount).toBe('');
    expect(useNewPaymentStore.getState().draft.currency).toBeNull();
  });

  it('starts a new key when a submitted draft is changed, and keeps it when nothing changes', () => {
    useNewPaymentStore.getState().setRecipient(recipient);
    const key = useNewPaymentStore.getState().idempotencyKey;
    useNewPaymentStore.getState().markSubmitted({ payment, replayed: false });
    useNewPaymentStore.getState().setRecipient(recipient);
    expect(useNewPaymentStore.getState().idempotencyKey).toBe(key);
    expect(useNewPaymentStore.getState().submitted).not.toBeNull();
    useNewPaymentStore.getState().setReason({ reasonCode: 'GDDS', reference: 'Other' });
    expect(useNewPaymentStore.getState().idempotencyKey).not.toBe(key);
    expect(useNewPaymentStore.getState().submitted).toBeNull();
  });

  it('starts afresh for another user or organization', () => {
    useNewPaymentStore.getState().setRecipient(recipient);
    useNewPaymentStore.getState().claim('usr_a|org_a');
    expect(useNewPaymentStore.getState().draft.recipientRef).toBe('rcp_1');
    useNewPaymentStore.getState().claim('usr_b|org_a');
    expect(useNewPaymentStore.getState().draft.recipientRef).toBeNull();
  });

  it('rotates the key on demand (after a refusal) without touching the draft', () => {
    useNewPaymentStore.getState().setRecipient(recipient);
    const key = useNewPaymentStore.getState().idempotencyKey;
    useNewPaymentStore.getState().rotateKey();
    expect(useNewPaymentStore.getState().idempotencyKey).not.toBe(key);
    expect(useNewPaymentStore.getState().draft.recipientRef).toBe('rcp_1');
  });
});
