import type { components } from '@portal/api-types';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StepDraft } from './step-guard';

type Payment = components['schemas']['Payment'];
type PayeeVerification = components['schemas']['PayeeVerification'];

export interface PaymentDraft extends StepDraft {
  /** Whose draft this is (user and organization account): another sign-in starts afresh. */
  owner: string;
  recipientName: string;
  /** Masked bank details for the review (e.g. 'Sort code 60-16-13, account ••••6819'). */
  recipientSummary: string;
  /** The payee check stored on the recipient when it was chosen (shown again at review). */
  recipientVerification?: PayeeVerification | null;
  executionDate: string | null;
}

export interface SubmittedPayment {
  payment: Payment;
  /** The server answered with the stored result of an earlier submission of this draft. */
  replayed: boolean;
  /** Who can approve it, as the preview named them when it was sent (a payment awaiting approval). */
  approvers?: string[];
}

/**
 * A submission of this draft whose outcome is unknown (the answer was lost, or the bank was busy): what
 * went out with the current key. A retry resends exactly that, so the bank replays it instead of paying twice.
 */
export interface PaymentAttempt {
  /** paymentFingerprint() of the draft that was sent. */
  fingerprint: string;
  /** The execution date the user agreed to and the request carried. */
  executionDate: string;
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
  /** Set while a submission with the current key has no known outcome; cleared with a new key. */
  attempt: PaymentAttempt | null;
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
    summary: string;
    verification?: PayeeVerification | null;
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
  /** Records what is about to be sent with the current key (before sending: the answer may be lost). */
  noteAttempt: (executionDate: string) => void;
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

/** The fields that define the payment the bank creates (its request body), as one string. */
export function paymentFingerprint(draft: PaymentDraft): string {
  return JSON.stringify([
    draft.recipientRef,
    draft.bankAccountRef,
    draft.currency,
    draft.amount,
    draft.reasonCode,
    draft.reference,
    draft.executionDate,
  ]);
}

/** The fields a challenge is bound to, as one string. */
export function challengeBinding(draft: PaymentDraft): string {
  return [draft.bankAccountRef, draft.recipientRef, draft.amount, draft.currency].join('|');
}

export const useNewPaymentStore = create<NewPaymentState & NewPaymentActions>()(
  persist(
    (set, get) => {
      /**
       * Applies a change to the draft. Once a key went out with one body, the bank answers that key with
       * another body by refusing it (422 idempotency_key_reused): changing a submitted draft, or the amount,
       * recipient, reason, reference or date after an unanswered attempt, starts a new key. An unchanged
       * body keeps the key, so a retry is still the same payment.
       */
      const update = (patch: Partial<PaymentDraft>) => {
        const { draft, submitted, attempt } = get();
        const changed = (Object.keys(patch) as (keyof PaymentDraft)[]).some((k) => patch[k] !== draft[k]);
        if (!changed) return;
        const next = { ...draft, ...patch };
        const bodyChanged = attempt !== null && attempt.fingerprint !== paymentFingerprint(next);
        set({
          draft: next,
          ...(submitted || bodyChanged
            ? { submitted: null, attempt: null, idempotencyKey: newIdempotencyKey() }
            : {}),
        });
      };
      return {
        draft: emptyDraft(),
        idempotencyKey: newIdempotencyKey(),
        submitted: null,
        attempt: null,
        challenge: null,
        submitFailed: false,
        claim: (owner) => {
          if (get().draft.owner !== owner) {
            set({
              draft: emptyDraft(owner),
              idempotencyKey: newIdempotencyKey(),
              submitted: null,
              attempt: null,
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
            recipientSummary: recipient.summary,
            recipientVerification: recipient.verification ?? null,
            // Another currency makes the amount step start over (the account and amount no longer fit).
            ...(sameCurrency ? {} : { bankAccountRef: null, currency: null, amount: '' }),
          });
        },
        setReason: (reason) => update(reason),
        setAmount: (amount) => update(amount),
        setChallenge: (challenge) => set({ challenge }),
        setSubmitFailed: (submitFailed) => set({ submitFailed }),
        noteAttempt: (executionDate) =>
          set({ attempt: { fingerprint: paymentFingerprint(get().draft), executionDate } }),
        rotateKey: () => set({ idempotencyKey: newIdempotencyKey(), attempt: null }),
        markSubmitted: (submitted) => set({ submitted, attempt: null, challenge: null, submitFailed: false }),
        reset: () =>
          set({
            draft: emptyDraft(get().draft.owner),
            idempotencyKey: newIdempotencyKey(),
            submitted: null,
            attempt: null,
            challenge: null,
            submitFailed: false,
          }),
      };
    },
    {
      name: NEW_PAYMENT_STORAGE_KEY,
      version: 1,
      // sessionStorage: the draft survives a reload and back/forward in this tab only, with its key and an
      // unanswered attempt (a retry after a reload is still the same payment). The 2FA challenge stays in
      // memory; nothing secret is written.
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ draft, idempotencyKey, submitted, attempt }) => ({
        draft,
        idempotencyKey,
        submitted,
        attempt,
      }),
    },
  ),
);
