import type { components } from '@portal/api-types';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StepDraft } from './step-guard';

type Payment = components['schemas']['Payment'];
type BankDetailsScheme = components['schemas']['BankDetailsScheme'];

export interface PaymentDraft extends StepDraft {
  /** Whose draft this is (user and organization account): another sign-in starts afresh. */
  owner: string;
  recipientName: string;
  recipientScheme: BankDetailsScheme | null;
  /** Masked bank details for the review (e.g. 'Sort code 60-16-13, account ••••6819'). */
  recipientSummary: string;
  executionDate: string | null;
}

export interface SubmittedPayment {
  payment: Payment;
  /** The server answered with the stored result of an earlier submission of this draft. */
  replayed: boolean;
}

/** A 2FA challenge over exactly one payee, amount and currency (PSD2 dynamic linking); memory only. */
export interface PaymentChallengeState {
  challengeRef: string;
  expiresAt: string;
  /** recipient|amount|currency|bank account the challenge was issued for. */
  boundTo: string;
}

interface NewPaymentState {
  draft: PaymentDraft;
  /** One Idempotency-Key per draft: every submission of this draft (double click, retry) sends it. */
  idempotencyKey: string;
  submitted: SubmittedPayment | null;
  challenge: PaymentChallengeState | null;
  /** The last submission failed (the review step shows as failed); memory only. */
  submitFailed: boolean;
}

interface NewPaymentActions {
  /** Keeps the draft if it belongs to this owner, else starts a new one. */
  claim: (owner: string) => void;
  setRecipient: (recipient: {
    ref: string;
    name: string;
    currency: string;
    scheme: BankDetailsScheme;
    summary: string;
  }) => void;
  setReason: (reason: { reasonCode: string; reference: string }) => void;
  setAmount: (amount: {
    bankAccountRef: string;
    currency: string;
    amount: string;
    executionDate: string | null;
  }) => void;
  setChallenge: (challenge: PaymentChallengeState | null) => void;
  setSubmitFailed: (failed: boolean) => void;
  /** A new key for the same draft: after a refusal, which the bank keeps for the key it came with. */
  rotateKey: () => void;
  markSubmitted: (submitted: SubmittedPayment) => void;
  /** A new, empty draft with a new key. */
  reset: () => void;
}

export const NEW_PAYMENT_STORAGE_KEY = 'portal.new-payment-draft';

export const emptyDraft = (owner = ''): PaymentDraft => ({
  owner,
  recipientRef: null,
  recipientName: '',
  recipientCurrency: null,
  recipientScheme: null,
  recipientSummary: '',
  reasonCode: null,
  reference: '',
  bankAccountRef: null,
  currency: null,
  amount: '',
  executionDate: null,
});

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The fields a challenge is bound to, as one string. */
export function challengeBinding(draft: PaymentDraft): string {
  return [draft.bankAccountRef, draft.recipientRef, draft.amount, draft.currency].join('|');
}

export const useNewPaymentStore = create<NewPaymentState & NewPaymentActions>()(
  persist(
    (set, get) => {
      /**
       * Applies a change to the draft. Changing a draft that was already submitted starts a new
       * payment (new key), since the server would refuse the old key with another body.
       */
      const update = (patch: Partial<PaymentDraft>) => {
        const { draft, submitted } = get();
        const changed = (Object.keys(patch) as (keyof PaymentDraft)[]).some((k) => patch[k] !== draft[k]);
        if (!changed) return;
        set({
          draft: { ...draft, ...patch },
          ...(submitted ? { submitted: null, idempotencyKey: newIdempotencyKey() } : {}),
        });
      };
      return {
        draft: emptyDraft(),
        idempotencyKey: newIdempotencyKey(),
        submitted: null,
        challenge: null,
        submitFailed: false,
        claim: (owner) => {
          if (get().draft.owner !== owner) {
            set({
              draft: emptyDraft(owner),
              idempotencyKey: newIdempotencyKey(),
              submitted: null,
              challenge: null,
            });
          }
        },
        setRecipient: (recipient) => {
          const { draft } = get();
          const sameCurrency = draft.recipientCurrency === recipient.currency;
          update({
            recipientRef: recipient.ref,
            recipientName: recipient.name,
            recipientCurrency: recipient.currency,
            recipientScheme: recipient.scheme,
            recipientSummary: recipient.summary,
            // Another currency makes the amount step start over (the account and amount no longer fit).
            ...(sameCurrency ? {} : { bankAccountRef: null, currency: null, amount: '' }),
          });
        },
        setReason: (reason) => update(reason),
        setAmount: (amount) => update(amount),
        setChallenge: (challenge) => set({ challenge }),
        setSubmitFailed: (submitFailed) => set({ submitFailed }),
        rotateKey: () => set({ idempotencyKey: newIdempotencyKey() }),
        markSubmitted: (submitted) => set({ submitted, challenge: null, submitFailed: false }),
        reset: () =>
          set({
            draft: emptyDraft(get().draft.owner),
            idempotencyKey: newIdempotencyKey(),
            submitted: null,
            challenge: null,
            submitFailed: false,
          }),
      };
    },
    {
      name: NEW_PAYMENT_STORAGE_KEY,
      version: 1,
      // sessionStorage: the draft survives a reload and back/forward in this tab only. The 2FA challenge
      // stays in memory; nothing secret is written.
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ draft, idempotencyKey, submitted }) => ({ draft, idempotencyKey, submitted }),
    },
  ),
);
