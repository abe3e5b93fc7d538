import type { components } from '@portal/api-types';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEW_PAYMENT_STORAGE_KEY, useNewPaymentStore } from './new-payment-store';

const recipient = { ref: 'rcp_1', name: 'Acme', currency: 'GBP', summary: 'x' } as const;
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

  describe('after an attempt whose answer was lost', () => {
    const draftReady = () => {
      const store = useNewPaymentStore.getState();
      store.setRecipient(recipient);
      store.setReason({ reasonCode: 'SUPP', reference: 'INV 1' });
      store.setAmount({ bankAccountRef: 'ba_1', currency: 'GBP', amount: '10.00', executionDate: null });
      store.noteAttempt('2026-11-25');
      return useNewPaymentStore.getState().idempotencyKey;
    };
    const amount = { bankAccountRef: 'ba_1', currency: 'GBP', amount: '10.00', executionDate: null };

    it('keeps the key and the sent date for a retry of the unchanged payment', () => {
      const key = draftReady();
      // Going through the steps again without changing anything.
      useNewPaymentStore.getState().setRecipient(recipient);
      useNewPaymentStore.getState().setReason({ reasonCode: 'SUPP', reference: 'INV 1' });
      useNewPaymentStore.getState().setAmount(amount);
      expect(useNewPaymentStore.getState().idempotencyKey).toBe(key);
      expect(useNewPaymentStore.getState().attempt?.executionDate).toBe('2026-11-25');
    });

    it('keeps the key and the attempt across a reload', async () => {
      const key = draftReady();
      // A reload: the in-memory store starts afresh and reads sessionStorage back.
      const saved = sessionStorage.getItem(NEW_PAYMENT_STORAGE_KEY) ?? '';
      useNewPaymentStore.setState({ idempotencyKey: 'other', attempt: null });
      sessionStorage.setItem(NEW_PAYMENT_STORAGE_KEY, saved);
      await useNewPaymentStore.persist.rehydrate();
      expect(useNewPaymentStore.getState().idempotencyKey).toBe(key);
      expect(useNewPaymentStore.getState().attempt?.executionDate).toBe('2026-11-25');
    });

    it.each([
      ['amount', () => useNewPaymentStore.getState().setAmount({ ...amount, amount: '11.00' })],
      [
        'pay-from account',
        () => useNewPaymentStore.getState().setAmount({ ...amount, bankAccountRef: 'ba_2' }),
      ],
      ['date', () => useNewPaymentStore.getState().setAmount({ ...amount, executionDate: '2026-12-01' })],
      ['recipient', () => useNewPaymentStore.getState().setRecipient({ ...recipient, ref: 'rcp_2' })],
      ['reason', () => useNewPaymentStore.getState().setReason({ reasonCode: 'GDDS', reference: 'INV 1' })],
      [
        'reference',
        () => useNewPaymentStore.getState().setReason({ reasonCode: 'SUPP', reference: 'INV 2' }),
      ],
    ])(
      'starts a new key when the %s changes (the old key would be refused with another body)',
      (_, change) => {
        const key = draftReady();
        change();
        expect(useNewPaymentStore.getState().idempotencyKey).not.toBe(key);
        expect(useNewPaymentStore.getState().attempt).toBeNull();
      },
    );

    it('keeps the key when only the display details of the same recipient change', () => {
      const key = draftReady();
      useNewPaymentStore.getState().setRecipient({ ...recipient, name: 'Acme Ltd', summary: 'y' });
      expect(useNewPaymentStore.getState().idempotencyKey).toBe(key);
    });

    it('forgets the attempt with a new key after a refusal', () => {
      draftReady();
      useNewPaymentStore.getState().rotateKey();
      expect(useNewPaymentStore.getState().attempt).toBeNull();
    });
  });

  it('rotates the key on demand (after a refusal) without touching the draft', () => {
    useNewPaymentStore.getState().setRecipient(recipient);
    const key = useNewPaymentStore.getState().idempotencyKey;
    useNewPaymentStore.getState().rotateKey();
    expect(useNewPaymentStore.getState().idempotencyKey).not.toBe(key);
    expect(useNewPaymentStore.getState().draft.recipientRef).toBe('rcp_1');
  });
});
