export { simulateFxSettlementFailure } from './fx-settlement-failure.js';
export { simulateIncomingPayment } from './incoming-payment.js';
export { simulatePaymentFailure } from './payment-failure.js';
export { simulatePaymentReturn } from './payment-return.js';
