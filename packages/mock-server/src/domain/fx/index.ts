export { cutoffStatus, executeQuote, fxFee, quoteStatus, rateHistory, requestQuote } from './fx.js';
export { listFxTrades, requireFxTrade } from './fx-history.js';
export type { FxQuoteRecord, FxTradeRecord } from './fx-records.js';
