import { describe, expect, it } from 'vitest';
import type { FxTrade } from './api/execute-fx-quote';
import type { FxQuote } from './api/request-fx-quote';
import { describeExecuteError, type ExecuteFailure } from './execute-error';
import {
  EDITING,
  type FxTradeEvent,
  type FxTradeStep,
  fxTradeReducer,
  type QuotedTrade,
  quotedOf,
} from './fx-trade-machine';
import { defaultsFor } from './fx-trade-schema';
import { createIdempotencyKeys } from './idempotency-keys';

const quoted: QuotedTrade = {
  quote: { ref: 'quo_1', requires_two_factor: true } as FxQuote,
  offsetMs: 0,
  values: { ...defaultsFor('ba_1', ['GBP', 'EUR']), amount: '100' },
  keys: createIdempotencyKeys(),
  refused: false,
};
const run = (...events: FxTradeEvent[]): FxTradeStep => events.reduce(fxTradeReducer, EDITING);
const failure = (over: Partial<ExecuteFailure>): ExecuteFailure => ({
  ...describeExecuteError(new Error('x')),
  ...over,
});

describe('fxTradeReducer', () => {
  it('a received quote is shown with an empty code; typing clears the code message', () => {
    const step = run({ type: 'quote-received', quoted }, { type: 'code-invalid', message: 'Six digits.' });
    expect(step).toMatchObject({ name: 'quoted', code: '', codeError: 'Six digits.', failure: null });
    expect(fxTradeReducer(step, { type: 'type-code', code: '12' })).toMatchObject({
      code: '12',
      codeError: undefined,
    });
    expect(quotedOf(step)).toBe(quoted);
  });

  it('executing keeps the quote and the code, and ignores a second execute', () => {
    const executing = run(
      { type: 'quote-received', quoted },
      { type: 'type-code', code: '123456' },
      { type: 'execute' },
    );
    expect(executing).toEqual({ name: 'executing', quoted, code: '123456' });
    expect(fxTradeReducer(executing, { type: 'execute' })).toBe(executing);
    const trade = { ref: 'fxt_1' } as FxTrade;
    expect(fxTradeReducer(executing, { type: 'executed', trade })).toEqual({ name: 'executed', trade });
  });

  it('a refusal that ends the quote marks it refused; a wrong code keeps it, with the message under the field', () => {
    const executing = run({ type: 'quote-received', quoted }, { type: 'execute' });
    const spent = fxTradeReducer(executing, {
      type: 'execute-failed',
      failure: failure({ kind: 'already-executed', needsNewQuote: true }),
    });
    expect(quotedOf(spent)?.refused).toBe(true);
    const wrongCode = fxTradeReducer(executing, {
      type: 'execute-failed',
      failure: failure({ kind: 'two-factor', codeError: 'The code is not valid.', needsNewQuote: false }),
    });
    expect(wrongCode).toMatchObject({ name: 'quoted', codeError: 'The code is not valid.' });
    expect(quotedOf(wrongCode)?.refused).toBe(false);
  });

  it('asking for a new quote clears the failure and the code but keeps the old quote shown until the new one', () => {
    const failed = run(
      { type: 'quote-received', quoted },
      { type: 'type-code', code: '1' },
      { type: 'execute' },
      { type: 'execute-failed', failure: failure({ kind: 'expired', needsNewQuote: true }) },
    );
    const requesting = fxTradeReducer(failed, { type: 'quote-requested' });
    expect(requesting).toMatchObject({ name: 'quoted', code: '', failure: null, codeError: undefined });
    expect(fxTradeReducer(requesting, { type: 'trading-closed' })).toBe(EDITING);
  });

  it('changing the trade goes back to the form', () => {
    expect(run({ type: 'quote-received', quoted }, { type: 'edit' })).toBe(EDITING);
  });
});
