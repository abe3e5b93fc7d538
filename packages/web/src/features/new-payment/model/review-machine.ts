import type { components } from '@portal/api-types';
import type { WindowCheck } from './payment-submission';

type PaymentAuthorization = components['schemas']['PaymentAuthorization'];

/**
 * Where the review's submission stands. `code` on checking-window and sending means the 2FA dialog is
 * still open (the user pressed "Authorize and send"); without it the click came from the review itself.
 */
export type ReviewStep =
  | { name: 'reviewing' }
  /** Looking at the payment window right before sending or asking for the code (it may have closed). */
  | { name: 'checking-window'; code?: string }
  /** The window closed: the user must tick "Send it on <date>" before anything goes out. */
  | { name: 'needs-acknowledgement' }
  /** The 2FA dialog is open for a challenge bound to this payment. */
  | { name: 'awaiting-code'; code: string; codeError?: string }
  | { name: 'sending'; code?: string }
  | { name: 'done' }
  /** `refusedDate`: the bank refused the agreed date (its window closed or it passed meanwhile). */
  | { name: 'failed'; error: unknown; refusedDate: string | null };

export interface ReviewState {
  step: ReviewStep;
  /** The next window's date the user agreed to ("Send it on <date>"), if any. */
  acknowledged: string | null;
  /** The latest look at the window taken on a click (fresher than the query's half-minute refresh). */
  latestCheck: WindowCheck | null;
  /** What the last send carried, so a retry after a lost answer resends exactly that (same key, same body). */
  lastAuthorization: PaymentAuthorization | undefined;
}

export type ReviewEvent =
  /** Confirm (or Try again) on the review, or "Authorize and send" in the dialog with this code. */
  | { type: 'check-window'; code?: string }
  | { type: 'window-seen'; check: WindowCheck }
  | { type: 'acknowledge'; date: string | null }
  | { type: 'acknowledgement-needed' }
  | { type: 'ask-code' }
  | { type: 'type-code'; code: string }
  /** The code is not six digits, or the bank refused it: the challenge stays, the user types it again. */
  | { type: 'code-refused'; message: string }
  | { type: 'send'; authorization?: PaymentAuthorization }
  | { type: 'sent' }
  | { type: 'failed'; error: unknown; refusedDate?: string }
  | { type: 'close-dialog' };

export const initialReviewState: ReviewState = {
  step: { name: 'reviewing' },
  acknowledged: null,
  latestCheck: null,
  lastAuthorization: undefined,
};

/** The code the dialog shows, or undefined when the dialog is closed. */
export function dialogCode(step: ReviewStep): string | undefined {
  return 'code' in step ? step.code : undefined;
}

/** A look at the window or a send is under way: clicks wait (this is the lock against double submission). */
export function isBusy(step: ReviewStep): boolean {
  return step.name === 'checking-window' || step.name === 'sending';
}

export function reviewReducer(state: ReviewState, event: ReviewEvent): ReviewState {
  const { step } = state;
  switch (event.type) {
    case 'check-window':
      return { ...state, step: { name: 'checking-window', code: event.code } };
    case 'window-seen':
      return { ...state, latestCheck: event.check };
    case 'acknowledge':
      return { ...state, acknowledged: event.date };
    case 'acknowledgement-needed':
      return { ...state, step: { name: 'needs-acknowledgement' } };
    case 'ask-code':
      return { ...state, step: { name: 'awaiting-code', code: '' } };
    case 'type-code':
      return step.name === 'awaiting-code'
        ? { ...state, step: { name: 'awaiting-code', code: event.code } }
        : state;
    case 'code-refused':
      return {
        ...state,
        step: { name: 'awaiting-code', code: dialogCode(step) ?? '', codeError: event.message },
      };
    case 'send':
      return {
        ...state,
        step: { name: 'sending', code: dialogCode(step) },
        lastAuthorization: event.authorization,
      };
    case 'sent':
      return { ...state, step: { name: 'done' } };
    case 'failed': {
      const refusedDate = event.refusedDate ?? null;
      return {
        ...state,
        step: { name: 'failed', error: event.error, refusedDate },
        // A refused date asks the user again, about the date the window now gives.
        acknowledged: refusedDate ? null : state.acknowledged,
      };
    }
    case 'close-dialog':
      // Closing is ignored while the code is being checked and sent.
      return step.name === 'awaiting-code' ? { ...state, step: { name: 'reviewing' } } : state;
  }
}
