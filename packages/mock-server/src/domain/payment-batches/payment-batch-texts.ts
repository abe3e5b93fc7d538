import { DEFAULT_LOCALE, type Locale, type PerLocale } from '../bank/index.js';
import { approvalsNeeded, moneyInWords, type NotificationText, sentence } from '../notifications/index.js';
import type { BatchTotal } from './payment-batch-rows.js';

/** What a batch is called in a notification: its name, with its number of payments and totals per currency. */
export type BatchFacts = { name: string | null; rowCount: number; totals: readonly BatchTotal[] };

/** '1 payment' / '2 payments', in each language. */
function payments(n: number, locale: Locale): string {
  const one = n === 1;
  const words: PerLocale<string> = {
    'en-GB': one ? 'payment' : 'payments',
    'de-DE': one ? 'Zahlung' : 'Zahlungen',
    'fr-FR': one ? 'paiement' : 'paiements',
  };
  return `${n} ${words[locale]}`;
}

const BATCH_WORDS: PerLocale<{ unnamed: string; and: string }> = {
  'en-GB': { unnamed: 'Bulk payment', and: 'and' },
  'de-DE': { unnamed: 'Sammelzahlung', and: 'und' },
  'fr-FR': { unnamed: 'Paiement groupé', and: 'et' },
};

/** 'payroll.csv (50 payments, 12,345.00 GBP and 300.00 EUR)': the facts first, as payment notices start. */
export function batchInWords(facts: BatchFacts, locale: Locale = DEFAULT_LOCALE): string {
  const words = BATCH_WORDS[locale];
  const money = facts.totals.map((t) => moneyInWords(t.amount, t.currency, locale));
  const sums =
    money.length <= 1 ? (money[0] ?? '') : `${money.slice(0, -1).join(', ')} ${words.and} ${money.at(-1)}`;
  return `${facts.name ?? words.unnamed} (${payments(facts.rowCount, locale)}${sums ? `, ${sums}` : ''})`;
}

/** The maker's one notice when every row's payment is final (rule BULK-07). */
export function batchEndText(
  facts: BatchFacts,
  outcome: { status: 'completed' | 'partially_failed' | 'failed'; completed: number; failed: number },
  locale: Locale = DEFAULT_LOCALE,
): NotificationText {
  const what = batchInWords(facts, locale);
  const failed = payments(outcome.failed, locale);
  const texts: PerLocale<Record<typeof outcome.status, NotificationText>> = {
    'en-GB': {
      completed: { title: 'Bulk payment sent', body: `${what}: every payment has been paid.` },
      failed: {
        title: 'Bulk payment failed',
        body: `${what}: no payment could be paid; the money is back in your account.`,
      },
      partially_failed: {
        title: 'Bulk payment partly failed',
        body: `${what}: ${outcome.completed} paid, ${failed} failed; their money is back in your account. You can retry the failed rows.`,
      },
    },
    'de-DE': {
      completed: { title: 'Sammelzahlung ausgeführt', body: `${what}: Alle Zahlungen wurden überwiesen.` },
      failed: {
        title: 'Sammelzahlung fehlgeschlagen',
        body: `${what}: Keine Zahlung konnte überwiesen werden; der Betrag wurde Ihrem Konto wieder gutgeschrieben.`,
      },
      partially_failed: {
        title: 'Sammelzahlung teilweise fehlgeschlagen',
        body: `${what}: ${outcome.completed} überwiesen, ${failed} fehlgeschlagen; deren Beträge wurden Ihrem Konto wieder gutgeschrieben. Sie können die fehlgeschlagenen Zeilen erneut ausführen.`,
      },
    },
    'fr-FR': {
      completed: {
        title: 'Paiement groupé envoyé',
        body: `${what}\u00a0: tous les paiements ont été effectués.`,
      },
      failed: {
        title: 'Échec du paiement groupé',
        body: `${what}\u00a0: aucun paiement n’a pu être effectué\u202f; le montant a été recrédité sur votre compte.`,
      },
      partially_failed: {
        title: 'Échec partiel du paiement groupé',
        body: `${what}\u00a0: ${outcome.completed} ${outcome.completed === 1 ? 'effectué' : 'effectués'}, ${failed} en échec\u202f; leur montant a été recrédité sur votre compte. Vous pouvez relancer les lignes en échec.`,
      },
    },
  };
  return texts[locale][outcome.status];
}

export function batchApprovalRequestText(
  facts: BatchFacts & { maker: string; approvalsRequired: number },
  locale: Locale = DEFAULT_LOCALE,
): NotificationText {
  const what = batchInWords(facts, locale);
  const needs = approvalsNeeded(facts.approvalsRequired, locale);
  const texts: PerLocale<NotificationText> = {
    'en-GB': {
      title: 'Bulk payment awaiting your approval',
      body: `${what}, made by ${facts.maker}, needs ${needs}.`,
    },
    'de-DE': {
      title: 'Sammelzahlung wartet auf Ihre Freigabe',
      body: `${what}, erstellt von ${facts.maker}, benötigt ${needs}.`,
    },
    'fr-FR': {
      title: 'Paiement groupé en attente de votre validation',
      body: `${what}, créé par ${facts.maker}, nécessite ${needs}.`,
    },
  };
  return texts[locale];
}

export function batchApprovedText(facts: BatchFacts, locale: Locale = DEFAULT_LOCALE): NotificationText {
  const what = batchInWords(facts, locale);
  const texts: PerLocale<NotificationText> = {
    'en-GB': {
      title: 'Bulk payment approved',
      body: `${what} has been approved; its payments are being made.`,
    },
    'de-DE': {
      title: 'Sammelzahlung freigegeben',
      body: `${what} wurde freigegeben; die Zahlungen werden ausgeführt.`,
    },
    'fr-FR': {
      title: 'Paiement groupé validé',
      body: `${what} a été validé\u202f; ses paiements sont en cours d’exécution.`,
    },
  };
  return texts[locale];
}

export function batchRejectedText(
  facts: BatchFacts & { approver: string; reason: string },
  locale: Locale = DEFAULT_LOCALE,
): NotificationText {
  const what = batchInWords(facts, locale);
  const reason = sentence(facts.reason);
  const texts: PerLocale<NotificationText> = {
    'en-GB': { title: 'Bulk payment rejected', body: `${what} was rejected by ${facts.approver}: ${reason}` },
    'de-DE': {
      title: 'Sammelzahlung abgelehnt',
      body: `${what} wurde von ${facts.approver} abgelehnt: ${reason}`,
    },
    'fr-FR': {
      title: 'Paiement groupé rejeté',
      body: `${what} a été rejeté par ${facts.approver}\u00a0: ${reason}`,
    },
  };
  return texts[locale];
}

export function batchExpiredText(facts: BatchFacts, locale: Locale = DEFAULT_LOCALE): NotificationText {
  const what = batchInWords(facts, locale);
  const texts: PerLocale<NotificationText> = {
    'en-GB': {
      title: 'Approval expired',
      body: `${what} was not approved within 72 hours and will not be sent.`,
    },
    'de-DE': {
      title: 'Freigabe abgelaufen',
      body: `${what} wurde nicht innerhalb von 72 Stunden freigegeben und wird nicht ausgeführt.`,
    },
    'fr-FR': {
      title: 'Validation expirée',
      body: `${what} n’a pas été validé dans les 72 heures et ne sera pas envoyé.`,
    },
  };
  return texts[locale];
}
