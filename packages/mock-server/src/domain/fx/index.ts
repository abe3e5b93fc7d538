export { cutoffStatus, executeQuote, fxFee, quoteStatus, rateHistory, requestQuote } from './fx.js';
export { listFxTrades, requireFxTrade } from './fx-history.js';
