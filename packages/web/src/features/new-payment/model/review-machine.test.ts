import { describe, expect, it } from 'vitest';
import { dialogCode, initialReviewState, isBusy, type ReviewEvent, reviewReducer } from './review-machine';

const closed = {
  within_window: false,
  execution_date: '2026-11-26',
  next_window_opens_at: '2026-11-26T07:00:00Z',
};
const run = (...events: ReviewEvent[]) => events.reduce(reviewReducer, initialReviewState);

describe('reviewReducer', () => {
  it('a 2FA confirm: checking the window, then the dialog with an empty code', () => {
    const checking = run({ type: 'check-window' });
    expect(checking.step).toEqual({ name: 'checking-window', code: undefined });
    expect(isBusy(checking.step)).toBe(true);
    expect(dialogCode(checking.step)).toBeUndefined();
    const asked = reviewReducer(checking, { type: 'ask-code' });
    expect(asked.step).toEqual({ name: 'awaiting-code', code: '' });
    expect(isBusy(asked.step)).toBe(false);
    expect(dialogCode(asked.step)).toBe('');
  });

  it('keeps the dialog open with the typed code while the window is checked and the payment sent', () => {
    const state = run(
      { type: 'ask-code' },
      { type: 'type-code', code: '123456' },
      { type: 'check-window', code: '123456' },
    );
    expect(dialogCode(state.step)).toBe('123456');
    const sending = reviewReducer(state, {
      type: 'send',
      authorization: { challenge_ref: 'pch_1', code: '123456' },
    });
    expect(sending.step).toEqual({ name: 'sending', code: '123456' });
    expect(sending.lastAuthorization).toEqual({ challenge_ref: 'pch_1', code: '123456' });
    expect(isBusy(sending.step)).toBe(true);
    expect(reviewReducer(sending, { type: 'sent' }).step).toEqual({ name: 'done' });
  });

  it('a refused code goes back to the dialog with the code and the message under it', () => {
    const state = run(
      { type: 'ask-code' },
      { type: 'type-code', code: '000000' },
      { type: 'check-window', code: '000000' },
      { type: 'send', authorization: { challenge_ref: 'pch_1', code: '000000' } },
      { type: 'code-refused', message: 'The code is not valid.' },
    );
    expect(state.step).toEqual({
      name: 'awaiting-code',
      code: '000000',
      codeError: 'The code is not valid.',
    });
    // Typing again clears the message.
    expect(reviewReducer(state, { type: 'type-code', code: '1' }).step).toEqual({
      name: 'awaiting-code',
      code: '1',
    });
  });

  it('a window that closed while the code was typed closes the dialog and waits for the acknowledgement', () => {
    const state = run(
      { type: 'ask-code' },
      { type: 'check-window', code: '123456' },
      { type: 'window-seen', check: closed },
      { type: 'acknowledgement-needed' },
    );
    expect(state.step).toEqual({ name: 'needs-acknowledgement' });
    expect(dialogCode(state.step)).toBeUndefined();
    expect(state.latestCheck).toEqual(closed);
    expect(reviewReducer(state, { type: 'acknowledge', date: '2026-11-26' }).acknowledged).toBe('2026-11-26');
  });

  it('a refused date forgets the acknowledgement (the user is asked about the new date); other failures keep it', () => {
    const agreed = run(
      { type: 'acknowledge', date: '2026-11-26' },
      { type: 'check-window' },
      { type: 'send' },
    );
    const refused = reviewReducer(agreed, {
      type: 'failed',
      error: new Error('x'),
      refusedDate: '2026-11-26',
    });
    expect(refused.step).toMatchObject({ name: 'failed', refusedDate: '2026-11-26' });
    expect(refused.acknowledged).toBeNull();
    const lost = reviewReducer(agreed, { type: 'failed', error: new TypeError('fetch failed') });
    expect(lost.step).toMatchObject({ name: 'failed', refusedDate: null });
    expect(lost.acknowledged).toBe('2026-11-26');
  });

  it('the dialog closes only while it waits for the code, never while the payment is being sent', () => {
    const waiting = run({ type: 'ask-code' });
    expect(reviewReducer(waiting, { type: 'close-dialog' }).step).toEqual({ name: 'reviewing' });
    const sending = run({ type: 'ask-code' }, { type: 'check-window', code: '123456' }, { type: 'send' });
    expect(reviewReducer(sending, { type: 'close-dialog' })).toBe(sending);
  });

  it('typing is ignored when no dialog waits for a code', () => {
    expect(run({ type: 'type-code', code: '1' }).step).toEqual({ name: 'reviewing' });
  });
});
