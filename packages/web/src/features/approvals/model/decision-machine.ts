import type { components } from '@portal/api-types';

type ApprovalRequest = components['schemas']['ApprovalRequest'];
export type Decision = 'approve' | 'reject';

/** The decision dialog's content: what is signed, the code and (to reject) the reason. */
export interface DecisionForm {
  decision: Decision;
  /** The payments the challenge is bound to, shown one by one in the dialog (dynamic linking). */
  requests: ApprovalRequest[];
  challengeRef: string;
  code: string;
  reason: string;
  codeError?: string;
  reasonError?: string;
  /** The bank's refusal that is about neither field (a spent challenge, a payment decided meanwhile). */
  error?: unknown;
  /** One key per attempt: a double click or a retry after a lost answer is the same decision (rule APR-24). */
  idempotencyKey: string;
}

/**
 * Where a decision stands: nothing; asking the bank for a challenge; refused before any code (no 2FA, a
 * payment the caller cannot approve); the dialog open; the signed decision on its way.
 */
export type DecisionStep =
  | { name: 'idle' }
  | { name: 'preparing'; decision: Decision; refs: string[] }
  | { name: 'blocked'; error: unknown }
  | { name: 'signing'; form: DecisionForm }
  | { name: 'sending'; form: DecisionForm };

export type DecisionEvent =
  | { type: 'start'; decision: Decision; refs: string[] }
  | {
      type: 'challenge-issued';
      requests: ApprovalRequest[];
      challengeRef: string;
      idempotencyKey: string;
    }
  | { type: 'challenge-refused'; error: unknown }
  | { type: 'type-code'; code: string }
  | { type: 'type-reason'; reason: string }
  | { type: 'invalid'; codeError?: string; reasonError?: string }
  | { type: 'send' }
  /** Refused: field errors under their fields, else the error; `newKey` when the bank kept the refusal. */
  | {
      type: 'refused';
      codeError?: string;
      reasonError?: string;
      error?: unknown;
      newKey?: string;
    }
  | { type: 'decided' }
  | { type: 'close' };

export const initialDecisionStep: DecisionStep = { name: 'idle' };

/** Preparing or sending: clicks wait (the machine is the lock against deciding twice). */
export function isDeciding(step: DecisionStep): boolean {
  return step.name === 'preparing' || step.name === 'sending';
}

export function decisionReducer(step: DecisionStep, event: DecisionEvent): DecisionStep {
  switch (event.type) {
    case 'start':
      return isDeciding(step) ? step : { name: 'preparing', decision: event.decision, refs: event.refs };
    case 'challenge-issued':
      if (step.name !== 'preparing') return step;
      return {
        name: 'signing',
        form: {
          decision: step.decision,
          requests: event.requests,
          challengeRef: event.challengeRef,
          code: '',
          reason: '',
          idempotencyKey: event.idempotencyKey,
        },
      };
    case 'challenge-refused':
      return step.name === 'preparing' ? { name: 'blocked', error: event.error } : step;
    case 'type-code':
      return step.name === 'signing'
        ? { name: 'signing', form: { ...step.form, code: event.code, codeError: undefined } }
        : step;
    case 'type-reason':
      return step.name === 'signing'
        ? { name: 'signing', form: { ...step.form, reason: event.reason, reasonError: undefined } }
        : step;
    case 'invalid':
      return step.name === 'signing'
        ? {
            name: 'signing',
            form: { ...step.form, codeError: event.codeError, reasonError: event.reasonError },
          }
        : step;
    case 'send':
      return step.name === 'signing' ? { name: 'sending', form: { ...step.form, error: undefined } } : step;
    case 'refused':
      if (step.name !== 'sending') return step;
      return {
        name: 'signing',
        form: {
          ...step.form,
          codeError: event.codeError,
          reasonError: event.reasonError,
          error: event.error,
          idempotencyKey: event.newKey ?? step.form.idempotencyKey,
        },
      };
    case 'decided':
      return step.name === 'sending' ? initialDecisionStep : step;
    case 'close':
      return step.name === 'sending' || step.name === 'preparing' ? step : initialDecisionStep;
  }
}

/** The dialog's form while it is open (signing or sending), else undefined. */
export function openForm(step: DecisionStep): DecisionForm | undefined {
  return step.name === 'signing' || step.name === 'sending' ? step.form : undefined;
}
