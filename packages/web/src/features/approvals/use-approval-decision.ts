import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ApiError, getFieldErrors } from '@portal/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { invalidatePaymentChanges } from '../../domains/payments/payments';
import { approvalKeys } from '../../domains/query-keys';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { useMachine } from '../../lib/use-machine';
import type { ApprovalRequest } from './api/approval-requests';
import { createApprovalChallenge, decidePayments } from './api/decide-payments';
import {
  type Decision,
  decisionReducer,
  initialDecisionStep,
  isDeciding,
  openForm,
} from './model/decision-machine';

export const CODE_FORMAT_TEXT = msg`Enter the 6-digit code from your authenticator app.`;
export const REASON_REQUIRED_TEXT = msg`Say why the payment is rejected.`;
export const REASON_MAX_LENGTH = 500;
const maxLength = REASON_MAX_LENGTH;
export const REASON_TOO_LONG_TEXT = msg`Keep the reason to ${maxLength} characters.`;

const newKey = () => crypto.randomUUID();

/** Field checks before anything is sent: six digits, and a reason of 1 to 500 characters to reject. */
export function decisionFieldErrors(decision: Decision, code: string, reason: string) {
  const trimmed = reason.trim();
  return {
    codeError: /^\d{6}$/.test(code.trim()) ? undefined : i18n._(CODE_FORMAT_TEXT),
    reasonError:
      decision !== 'reject'
        ? undefined
        : trimmed === ''
          ? i18n._(REASON_REQUIRED_TEXT)
          : trimmed.length > REASON_MAX_LENGTH
            ? i18n._(REASON_TOO_LONG_TEXT)
            : undefined,
  };
}

function outcomeText(decision: Decision, count: number): string {
  return decision === 'approve'
    ? plural(count, { one: 'You approved the payment.', other: 'You approved the # payments.' })
    : plural(count, { one: 'You rejected the payment.', other: 'You rejected the # payments.' });
}

/**
 * Approving or rejecting one or several payments (rules APR-22..APR-25): a challenge bound to exactly those
 * payments, the TOTP code (and a reason to reject), then one signed decision per attempt.
 */
export function useApprovalDecision() {
  const account = useCurrentAccountRef();
  const queryClient = useQueryClient();
  const { state, current, dispatch } = useMachine(decisionReducer, initialDecisionStep);

  /** Approve or Reject on a row, or "Approve selected": ask the bank for a challenge for these payments. */
  const start = async (decision: Decision, requests: ApprovalRequest[]) => {
    if (isDeciding(current.current) || requests.length === 0) return;
    dispatch({ type: 'start', decision, refs: requests.map((r) => r.payment.ref) });
    try {
      const challenge = await createApprovalChallenge(
        account,
        requests.map((r) => r.payment.ref),
      );
      dispatch({
        type: 'challenge-issued',
        requests,
        challengeRef: challenge.challenge_ref,
        idempotencyKey: newKey(),
      });
    } catch (error) {
      dispatch({ type: 'challenge-refused', error });
      // A payment decided by someone else meanwhile: the list shows where things stand now.
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    }
  };

  /** "Approve" / "Reject" in the dialog. */
  const submit = async () => {
    const step = current.current;
    if (step.name !== 'signing') return;
    const { form } = step;
    const invalid = decisionFieldErrors(form.decision, form.code, form.reason);
    if (invalid.codeError || invalid.reasonError) {
      dispatch({ type: 'invalid', ...invalid });
      return;
    }
    dispatch({ type: 'send' });
    try {
      const payments = await decidePayments(account, form.idempotencyKey, {
        decision: form.decision,
        ...(form.decision === 'reject' ? { reason: form.reason.trim() } : {}),
        authorization: { challenge_ref: form.challengeRef, code: form.code.trim() },
      });
      dispatch({ type: 'decided' });
      toast.success(outcomeText(form.decision, payments.length));
    } catch (error) {
      const fields = getFieldErrors(error);
      const codeError = fields['authorization.code'] ?? fields.code;
      const reasonError = fields.reason;
      // A refusal is kept by the bank under its key: the next attempt goes with a new one. A lost answer or
      // a request still in flight (409) keeps the key, so resending cannot decide twice.
      const kept = error instanceof ApiError && error.status !== 409 && error.status < 500;
      dispatch({
        type: 'refused',
        codeError,
        reasonError,
        error: codeError || reasonError ? undefined : error,
        newKey: kept ? newKey() : undefined,
      });
    } finally {
      void invalidatePaymentChanges(queryClient);
    }
  };

  return {
    step: state,
    form: openForm(state),
    /** The payment refs a challenge is being asked for (their buttons show a spinner). */
    preparingRefs: state.name === 'preparing' ? state.refs : [],
    sending: state.name === 'sending',
    blockedError: state.name === 'blocked' ? state.error : undefined,
    start,
    submit,
    typeCode: (code: string) => dispatch({ type: 'type-code', code }),
    typeReason: (reason: string) => dispatch({ type: 'type-reason', reason }),
    close: () => dispatch({ type: 'close' }),
  };
}
