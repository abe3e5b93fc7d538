import type { FxTrade } from './api/execute-fx-quote';
import type { FxQuote } from './api/request-fx-quote';
import type { ExecuteFailure } from './execute-error';
import type { FxTradeValues } from './fx-trade-schema';
import type { IdempotencyKeys } from './idempotency-keys';

/** A quote as the screen keeps it: with the clock offset, the form values it was asked for and its keys. */
export interface QuotedTrade {
  quote: FxQuote;
  offsetMs: number;
  values: FxTradeValues;
  keys: IdempotencyKeys;
  /** The bank said the quote is over (410, 409, locked): treat it as expired whatever the clock says. */
  refused: boolean;
}

/** Where a trade stands. A request for a (new) quote runs beside the step: the current quote stays shown. */
export type FxTradeStep =
  | { name: 'editing' }
  | { name: 'quoted'; quoted: QuotedTrade; code: string; codeError?: string; failure: ExecuteFailure | null }
  | { name: 'executing'; quoted: QuotedTrade; code: string }
  | { name: 'executed'; trade: FxTrade };

export type FxTradeEvent =
  | { type: 'quote-requested' }
  /** The cut-off check says trading is closed: no quote is asked for, the current one goes. */
  | { type: 'trading-closed' }
  | { type: 'quote-received'; quoted: QuotedTrade }
  | { type: 'type-code'; code: string }
  | { type: 'code-invalid'; message: string }
  /** Execute was pressed on a quote that ran out meanwhile (a sleeping tab): show it as expired. */
  | { type: 'found-expired' }
  | { type: 'execute' }
  | { type: 'executed'; trade: FxTrade }
  | { type: 'execute-failed'; failure: ExecuteFailure }
  /** "Change trade", "New trade", another organization account: back to the form. */
  | { type: 'edit' };

export const EDITING: FxTradeStep = { name: 'editing' };

/** The quote on the screen, if any. */
export function quotedOf(step: FxTradeStep): QuotedTrade | null {
  return step.name === 'quoted' || step.name === 'executing' ? step.quoted : null;
}

export function fxTradeReducer(step: FxTradeStep, event: FxTradeEvent): FxTradeStep {
  switch (event.type) {
    case 'quote-requested':
      return step.name === 'quoted' ? { ...step, code: '', codeError: undefined, failure: null } : step;
    case 'trading-closed':
      return EDITING;
    case 'quote-received':
      return { name: 'quoted', quoted: event.quoted, code: '', failure: null };
    case 'type-code':
      return step.name === 'quoted' ? { ...step, code: event.code, codeError: undefined } : step;
    case 'code-invalid':
      return step.name === 'quoted' ? { ...step, codeError: event.message } : step;
    case 'found-expired':
      return step.name === 'quoted' ? { ...step } : step;
    case 'execute':
      return step.name === 'quoted' ? { name: 'executing', quoted: step.quoted, code: step.code } : step;
    case 'executed':
      return { name: 'executed', trade: event.trade };
    case 'execute-failed': {
      if (step.name !== 'executing') return step;
      const { failure } = event;
      const quoted = failure.needsNewQuote ? { ...step.quoted, refused: true } : step.quoted;
      return { name: 'quoted', quoted, code: step.code, codeError: failure.codeError, failure };
    }
    case 'edit':
      return EDITING;
  }
}
