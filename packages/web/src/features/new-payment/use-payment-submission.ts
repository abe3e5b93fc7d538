import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, type components, getFieldErrors } from '@portal/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreatePaymentChallengeMutation } from '../../domains/payments/payment-challenge';
import { needsMismatchConfirmation } from '../../domains/recipients/payee-verification';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { useSessionStore } from '../../domains/session/session-store';
import { useMachine } from '../../lib/use-machine';
import { useApprovalPreviewQuery } from './api/approval-preview';
import { checkTimeWindowQueryOptions, useCheckTimeWindowQuery } from './api/check-time-window';
import { useCreatePaymentMutation } from './api/create-payment';
import { usePaymentFeeQuery } from './api/payment-fee';
import { challengeBinding, useNewPaymentStore } from './model/new-payment-store';
import {
  agreedExecutionDate,
  isExecutionDateRefusal,
  paymentBody,
  type WindowCheck,
} from './model/payment-submission';
import { isNetworkFailure } from './model/review-failure';
import { initialReviewState, isBusy, reviewReducer } from './model/review-machine';
import { useDraft } from './use-draft-owner';

type PaymentAuthorization = components['schemas']['PaymentAuthorization'];

export const CODE_FORMAT_TEXT = msg`Enter the 6-digit code from your authenticator app.`;
/** A challenge this close to its expiry is not offered: the user needs the time to type the code. */
const CHALLENGE_MARGIN_MS = 15_000;

/**
 * Step 4's submission: the bank's fee and the payment window for the draft, then one submission per draft
 * (checking window → needs acknowledgement → awaiting code → sending → done or failed).
 */
export function usePaymentSubmission() {
  const queryClient = useQueryClient();
  const account = useCurrentAccountRef();
  const twoFactor = useSessionStore((s) => s.userData.two_factor_enabled === true);
  const draft = useDraft();
  const submitted = useNewPaymentStore((s) => s.submitted);
  const bankAccountRef = draft.bankAccountRef ?? '';
  const currency = draft.currency ?? '';
  const windowCheck = useCheckTimeWindowQuery(account, bankAccountRef, draft.executionDate);
  // The bank's fee and total for exactly this payment (checked as the payment itself will be).
  const feeQuote = usePaymentFeeQuery({
    account,
    bankAccount: bankAccountRef,
    recipientRef: draft.recipientRef ?? '',
    currency,
    amount: draft.amount,
  });
  // Whether an approval rule will hold the payment, said before it is sent (rule APR-28).
  const approvalPreview = useApprovalPreviewQuery({
    account,
    bankAccount: bankAccountRef,
    recipientRef: draft.recipientRef ?? '',
    amount: draft.amount,
    currency,
  });
  const create = useCreatePaymentMutation(account);
  const challenge = useCreatePaymentChallengeMutation(account);
  // The step is read at once by the next click (before a re-render): it is the lock against double submission.
  const { state, current, dispatch } = useMachine(reviewReducer, initialReviewState);
  // Paying a name the payee's bank does not hold is confirmed on the review, every time (rule VOP-05).
  const [payeeConfirmed, setPayeeConfirmed] = useState(false);
  const needsPayeeConfirmation = needsMismatchConfirmation(draft.recipientVerification) && !payeeConfirmed;

  const shownCheck: WindowCheck | undefined = state.latestCheck ?? windowCheck.data;
  const outside = shownCheck ? !shownCheck.within_window : false;
  const needsAcknowledgement =
    outside && shownCheck ? state.acknowledged !== shownCheck.execution_date : false;

  const lookAtWindow = async () => {
    const check = await queryClient.fetchQuery({
      ...checkTimeWindowQueryOptions(account, bankAccountRef, draft.executionDate),
      staleTime: 0,
    });
    dispatch({ type: 'window-seen', check });
    return check;
  };

  /**
   * The date to send, looked at right before every send: the window may have closed while the user read
   * the review or typed the code. null after asking the user again. An attempt whose answer was lost is
   * resent as it was (same key, same date), also after a reload: the bank replays it if it arrived, or
   * refuses a date that has passed, and then the user is asked again. Asking first and sending another
   * date under a new key could pay twice.
   */
  const dateToSend = async (): Promise<string | null> => {
    const unanswered = useNewPaymentStore.getState().attempt;
    if (unanswered) return unanswered.executionDate;
    return agreedExecutionDate(await lookAtWindow(), current.current.acknowledged);
  };

  const send = async (executionDate: string, authorization?: PaymentAuthorization) => {
    const store = useNewPaymentStore.getState();
    dispatch({ type: 'send', authorization });
    store.noteAttempt(executionDate);
    try {
      const result = await create.mutateAsync({
        bankAccount: bankAccountRef,
        idempotencyKey: useNewPaymentStore.getState().idempotencyKey,
        body: paymentBody(draft, executionDate, authorization, payeeConfirmed),
      });
      // Who can approve it, kept with the result (rule APR-29): the preview of this exact draft.
      const approvers = approvalPreview.data?.eligible_approvers.map((approver) => approver.name);
      store.markSubmitted(result.payment.status === 'awaiting_approval' ? { ...result, approvers } : result);
      dispatch({ type: 'sent' });
    } catch (caught) {
      store.setSubmitFailed(true);
      // A refusal created nothing but is kept by the bank under this key: the corrected payment
      // goes with a new key. A lost answer or a request still in flight keeps the key for the retry.
      if (caught instanceof ApiError && caught.status !== 409 && caught.status < 500) store.rotateKey();
      const codeError = getFieldErrors(caught)['authorization.code'];
      if (authorization && codeError) {
        // A wrong code: the challenge stays valid, the user types the code again.
        dispatch({ type: 'code-refused', message: codeError });
        return;
      }
      const apiCode = caught instanceof ApiError ? caught.body?.code : undefined;
      const status = caught instanceof ApiError ? caught.status : undefined;
      if (
        authorization &&
        (apiCode === 'two_factor_invalid' || apiCode === 'two_factor_required' || status === 429)
      ) {
        // The challenge no longer matches this payment, has expired or is locked: ask for a new one next time.
        store.setChallenge(null);
      }
      if (isExecutionDateRefusal(caught)) {
        // The agreed date is no longer possible: show when the payment would go now and ask again.
        await lookAtWindow().catch(() => undefined);
        dispatch({ type: 'failed', error: caught, refusedDate: executionDate });
        return;
      }
      dispatch({ type: 'failed', error: caught });
    }
  };

  /** A challenge bound to exactly this payment with time left to type the code: the stored one or a new one. */
  const ensureChallenge = async () => {
    const binding = challengeBinding(draft);
    const stored = useNewPaymentStore.getState().challenge;
    if (
      stored &&
      stored.boundTo === binding &&
      Date.parse(stored.expiresAt) > Date.now() + CHALLENGE_MARGIN_MS
    )
      return;
    const issued = await challenge.mutateAsync({
      bankAccount: bankAccountRef,
      body: { recipient_ref: draft.recipientRef ?? '', amount: draft.amount, currency },
    });
    useNewPaymentStore
      .getState()
      .setChallenge({ challengeRef: issued.challenge_ref, expiresAt: issued.expires_at, boundTo: binding });
  };

  /** Confirm on the review; after a lost answer, the same request again (Try again). */
  const confirm = async () => {
    const { step, lastAuthorization } = current.current;
    if (isBusy(step)) return;
    if (needsPayeeConfirmation) return;
    const retry = step.name === 'failed' && isNetworkFailure(step.error);
    dispatch({ type: 'check-window' });
    try {
      // Ask about the window before the code is typed; authorize() looks again before sending.
      const executionDate = await dateToSend();
      if (!executionDate) dispatch({ type: 'acknowledgement-needed' });
      else if (retry) await send(executionDate, lastAuthorization);
      else if (twoFactor) {
        await ensureChallenge();
        dispatch({ type: 'ask-code' });
      } else await send(executionDate);
    } catch (caught) {
      dispatch({ type: 'failed', error: caught });
    }
  };

  /** "Authorize and send" in the 2FA dialog. */
  const authorize = async () => {
    const { step } = current.current;
    if (step.name !== 'awaiting-code') return;
    const code = step.code.trim();
    if (!/^\d{6}$/.test(code)) {
      dispatch({ type: 'code-refused', message: i18n._(CODE_FORMAT_TEXT) });
      return;
    }
    const stored = useNewPaymentStore.getState().challenge;
    if (!stored) return;
    dispatch({ type: 'check-window', code: step.code });
    try {
      // The window may have closed while the code was typed: ask again instead of sending.
      const executionDate = await dateToSend();
      if (!executionDate) dispatch({ type: 'acknowledgement-needed' });
      else await send(executionDate, { challenge_ref: stored.challengeRef, code });
    } catch (caught) {
      dispatch({ type: 'failed', error: caught });
    }
  };

  return {
    draft,
    submitted,
    step: state.step,
    /** The window as last seen: by a click, else by the half-minute query. */
    windowCheck: shownCheck,
    outside,
    acknowledged: state.acknowledged,
    needsAcknowledgement,
    payeeConfirmed,
    confirmPayee: setPayeeConfirmed,
    /** A no-match payee not yet confirmed: Send waits. */
    needsPayeeConfirmation,
    feeQuote,
    approvalPreview,
    busy: isBusy(state.step) || challenge.isPending,
    sending: create.isPending,
    acknowledge: (date: string | null) => dispatch({ type: 'acknowledge', date }),
    typeCode: (code: string) => dispatch({ type: 'type-code', code }),
    closeDialog: () => dispatch({ type: 'close-dialog' }),
    confirm,
    authorize,
    /** A new, empty draft after a submitted one. */
    startAnother: () => useNewPaymentStore.getState().reset(),
  };
}
