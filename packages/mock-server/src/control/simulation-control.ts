import type { Bank } from '../domain/bank/index.js';
import { formatMinor } from '../domain/bank/index.js';
import { moneyInWords } from '../domain/notifications/index.js';
import {
  simulateFxSettlementFailure,
  simulateIncomingPayment,
  simulatePaymentFailure,
  simulatePaymentReturn,
} from '../domain/simulations/index.js';
import { attempt, type ControlResult } from './control-result.js';

/** POST /__mock/simulate/*: what the outside world does to an account, through the bank's own rules (rule API-19). */
export const SIMULATIONS: Record<string, (bank: Bank, body: unknown) => ControlResult> = {
  'incoming-payment': (bank, body) =>
    attempt(() => {
      const { transaction, balance, available } = simulateIncomingPayment(bank, body);
      return {
        status: 201,
        body: {
          transaction_ref: transaction.ref,
          balance: {
            currency: balance.currency,
            current: formatMinor(balance.current, balance.currency),
            available: formatMinor(available, balance.currency),
          },
        },
      };
    }),
  'payment-return': (bank, body) =>
    attempt(() => {
      const { payment, refund } = simulatePaymentReturn(bank, body);
      return { status: 200, body: { payment: payment.ref, status: payment.status, refund_ref: refund.ref } };
    }),
  'payment-failure': (bank, body) =>
    attempt(() => {
      const { payment } = simulatePaymentFailure(bank, body);
      return { status: 200, body: { payment: payment.ref, status: payment.status } };
    }),
  'fx-settlement-failure': (bank, body) =>
    attempt(() => {
      const { trade } = simulateFxSettlementFailure(bank, body);
      return { status: 200, body: { trade: trade.ref, status: trade.status } };
    }),
};

/**
 * GET /__mock/simulation-targets: what the control page's simulation forms pick from (every bank account with
 * its currencies, the payments and trades with their status), newest first.
 */
export function simulationTargets(bank: Bank): ControlResult {
  const org = (ref: string) => bank.store.organizations.get(ref)?.name ?? ref;
  const accounts = [...bank.store.bankAccounts.values()].map((a) => ({
    ref: a.ref,
    name: `${org(a.orgRef)}: ${a.name}`,
    currencies: a.currencies,
  }));
  const payments = [...bank.store.payments.values()]
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, 200)
    .map((p) => ({
      ref: p.ref,
      status: p.status,
      label: `${moneyInWords(p.amount, p.currency)} to ${p.recipientName} (${org(p.orgRef)}), ${p.status}`,
    }));
  const trades = [...bank.store.fxTrades.values()]
    .sort((a, b) => b.executedAt - a.executedAt)
    .slice(0, 200)
    .map((t) => ({
      ref: t.ref,
      status: t.status,
      label: `${moneyInWords(t.sellAmount, t.sellCurrency)} → ${moneyInWords(t.buyAmount, t.buyCurrency)} (${org(t.orgRef)}), ${t.status}`,
    }));
  return { status: 200, body: { bank_accounts: accounts, payments, fx_trades: trades } };
}
