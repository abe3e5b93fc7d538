import type { TransactionRecord } from '../accounts/index.js';
import { available, book, findBalance } from '../accounts/index.js';
import type { Bank, Locale } from '../bank/index.js';
import { DomainError, FieldErrorBag, notFound, parsePositiveAmount } from '../bank/index.js';
import { incomingPaymentText, notify } from '../notifications/index.js';
import { isObject, readRef } from './simulation-input.js';

/**
 * Money from outside the bank arrives on an account: a completed `deposit` credit through the ledger (the
 * balance goes up by it), and every member of the organization is told, as they see the account.
 */
export function simulateIncomingPayment(bank: Bank, body: unknown) {
  const input = isObject(body) ? body : {};
  const bag = new FieldErrorBag();
  const accountRef = readRef(input.bank_account, bag, 'bank_account');
  const currency = typeof input.currency === 'string' ? input.currency : '';
  const payer = typeof input.payer_name === 'string' ? input.payer_name.trim() : '';
  if (payer === '' || payer.length > 140)
    bag.add('payer_name', 'Give the payer’s name (1 to 140 characters).');
  const reference = typeof input.reference === 'string' ? input.reference.trim() : '';
  if (reference.length > 140) bag.add('reference', 'At most 140 characters.');
  bag.throwIfAny();
  const account = bank.store.bankAccounts.get(accountRef);
  if (!account) throw notFound('bank account');
  const balance = findBalance(bank.store, account.ref, currency);
  if (!balance) {
    bag.add('currency', `${account.name} holds ${account.currencies.join(', ')}.`);
    bag.throwIfAny();
    throw new DomainError(422, 'Unknown currency.');
  }
  const amount = parsePositiveAmount(input.amount, currency);
  if (!amount.ok) {
    bag.add('amount', amount.message);
    bag.throwIfAny();
    throw new DomainError(422, amount.message);
  }
  const at = bank.clock.now();
  const transaction: TransactionRecord = book(bank.store, {
    bankAccountRef: account.ref,
    currency,
    type: 'deposit',
    direction: 'credit',
    amount: amount.minor,
    description: reference === '' ? `Payment from ${payer}` : reference,
    counterpartyName: payer,
    at,
  });
  const facts = {
    amount: amount.minor,
    currency,
    payer,
    accountName: account.name,
    reference: reference === '' ? null : reference,
  };
  const text = (locale: Locale) => incomingPaymentText(facts, locale);
  for (const user of bank.store.users.values()) {
    if (user.memberships.some((m) => m.orgRef === account.orgRef))
      notify(bank.store, user.ref, { type: 'payment_status', text, at });
  }
  return { transaction, balance, available: available(balance) };
}
