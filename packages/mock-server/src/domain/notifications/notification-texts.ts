import type { components } from '@portal/api-types/schema';
import { DEFAULT_LOCALE, formatMinor, type Locale, type PerLocale } from '../bank/index.js';

/**
 * What a notification says: a short title and one sentence that does not repeat it. Each text is written in
 * the three languages side by side and takes the language last, British English unless told: the caller
 * passes the recipient's language (see `notify`). German speaks to the user as "Sie", French as "vous".
 */
export type NotificationText = { title: string; body: string };

/** How each language groups thousands and marks decimals; French groups with U+202F, as Intl.NumberFormat does. */
const NUMBER_MARKS: PerLocale<{ group: string; decimal: string }> = {
  'en-GB': { group: ',', decimal: '.' },
  'de-DE': { group: '.', decimal: ',' },
  'fr-FR': { group: '\u202f', decimal: ',' },
};

/**
 * 1234567n GBP → '12,345.67 GBP' (de-DE '12.345,67 GBP', fr-FR '12 345,67 GBP'): grouped, with the code, as the
 * portal shows amounts. Exact: the digits come from the bigint, never through a float.
 */
export function moneyInWords(minor: bigint, currency: string, locale: Locale = DEFAULT_LOCALE): string {
  const marks = NUMBER_MARKS[locale];
  const [whole = '0', fraction] = formatMinor(minor, currency).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, marks.group);
  return `${sign}${grouped}${fraction === undefined ? '' : `${marks.decimal}${fraction}`} ${currency}`;
}

/** A calendar date (YYYY-MM-DD) as each language writes it; British English keeps the ISO form it always had. */
export function dateInWords(date: string, locale: Locale = DEFAULT_LOCALE): string {
  const [year, month, day] = date.split('-');
  if (locale === 'de-DE') return `${day}.${month}.${year}`;
  if (locale === 'fr-FR') return `${day}/${month}/${year}`;
  return date;
}

/** '1 approval' / '2 approvals', in each language. */
export function approvalsNeeded(count: number, locale: Locale = DEFAULT_LOCALE): string {
  const one = count === 1;
  const words: PerLocale<string> = {
    'en-GB': one ? 'approval' : 'approvals',
    'de-DE': one ? 'Freigabe' : 'Freigaben',
    'fr-FR': one ? 'validation' : 'validations',
  };
  return `${count} ${words[locale]}`;
}

/** A sentence's full stop, unless it already ends with one ('… to Delftware Trading B.V.'). */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

type PaymentFacts = { amount: bigint; currency: string; payee: string };

/** '943.99 EUR to Connemara Wool Company', in each language. */
export function paymentInWords(facts: PaymentFacts, locale: Locale = DEFAULT_LOCALE): string {
  const money = moneyInWords(facts.amount, facts.currency, locale);
  const to: PerLocale<string> = { 'en-GB': 'to', 'de-DE': 'an', 'fr-FR': 'à' };
  return `${money} ${to[locale]} ${facts.payee}`;
}

/** The contract's payment statuses (payments/ builds on notifications/, so not its record type). */
type PaymentStatus = components['schemas']['PaymentStatus'];

/**
 * One entry per payment status: what happened, said once in the title and once, with the facts, in the body.
 * The body starts with the amount and the payee (`what`: '943.99 EUR to Connemara Wool Company'), so a list
 * that cuts long messages short still shows them.
 */
const PAYMENT_TEXTS: PerLocale<Record<PaymentStatus, (what: string) => NotificationText>> = {
  'en-GB': {
    initiated: (w) => ({ title: 'Payment created', body: `${w} will be processed shortly` }),
    pending: (w) => ({ title: 'Payment submitted', body: `${w} is waiting to be processed` }),
    scheduled: (w) => ({ title: 'Payment scheduled', body: `${w} will be sent on its execution date` }),
    processing: (w) => ({ title: 'Payment on its way', body: `${w} is being sent` }),
    completed: (w) => ({ title: 'Payment sent', body: `${w} has been paid` }),
    settled: (w) => ({ title: 'Payment settled', body: `${w} has reached their bank` }),
    failed: (w) => ({
      title: 'Payment failed',
      body: `${w} could not be paid; the money is back in your account`,
    }),
    partially_failed: (w) => ({
      title: 'Payment partly failed',
      body: `Only part of ${w} could be paid; the rest is back in your account`,
    }),
    returned: (w) => ({
      title: 'Payment returned',
      body: `${w} was returned by their bank; the money is back in your account`,
    }),
    cancelled: (w) => ({
      title: 'Payment cancelled',
      body: `${w} will not be sent; the money is back in your account`,
    }),
    rejected: (w) => ({ title: 'Payment rejected', body: `${w} was declined by the bank` }),
    flagged: (w) => ({
      title: 'Payment under review',
      body: `${w} is being checked by our team before it is sent`,
    }),
    expired: (w) => ({
      title: 'Payment expired',
      body: `${w} was not confirmed in time and will not be sent`,
    }),
    awaiting_approval: (w) => ({
      title: 'Payment awaiting approval',
      body: `${w} will be sent once it is approved; nothing is reserved until then`,
    }),
    approved: (w) => ({ title: 'Payment approved', body: `${w} has been approved and will be sent` }),
    recalled: (w) => ({
      title: 'Payment recalled',
      body: `${w} was withdrawn before approval and will not be sent`,
    }),
  },
  'de-DE': {
    initiated: (w) => ({ title: 'Zahlung erstellt', body: `${w} wird in Kürze bearbeitet` }),
    pending: (w) => ({ title: 'Zahlung eingereicht', body: `${w} wartet auf die Bearbeitung` }),
    scheduled: (w) => ({ title: 'Zahlung terminiert', body: `${w} wird am Ausführungsdatum überwiesen` }),
    processing: (w) => ({ title: 'Zahlung unterwegs', body: `${w} wird gerade überwiesen` }),
    completed: (w) => ({ title: 'Zahlung ausgeführt', body: `${w} wurde überwiesen` }),
    settled: (w) => ({ title: 'Zahlung verbucht', body: `${w} ist bei der Bank des Empfängers eingegangen` }),
    failed: (w) => ({
      title: 'Zahlung fehlgeschlagen',
      body: `${w} konnte nicht überwiesen werden; der Betrag wurde Ihrem Konto wieder gutgeschrieben`,
    }),
    partially_failed: (w) => ({
      title: 'Zahlung teilweise fehlgeschlagen',
      body: `Von ${w} konnte nur ein Teil überwiesen werden; der Rest wurde Ihrem Konto wieder gutgeschrieben`,
    }),
    returned: (w) => ({
      title: 'Zahlung zurückgebucht',
      body: `${w} wurde von der Bank des Empfängers zurückgewiesen; der Betrag wurde Ihrem Konto wieder gutgeschrieben`,
    }),
    cancelled: (w) => ({
      title: 'Zahlung storniert',
      body: `${w} wird nicht ausgeführt; der Betrag wurde Ihrem Konto wieder gutgeschrieben`,
    }),
    rejected: (w) => ({ title: 'Zahlung abgelehnt', body: `${w} wurde von der Bank zurückgewiesen` }),
    flagged: (w) => ({
      title: 'Zahlung in Prüfung',
      body: `${w} wird vor der Ausführung von unserem Team kontrolliert`,
    }),
    expired: (w) => ({
      title: 'Zahlung abgelaufen',
      body: `${w} wurde nicht rechtzeitig bestätigt und wird nicht ausgeführt`,
    }),
    awaiting_approval: (w) => ({
      title: 'Zahlung wartet auf Freigabe',
      body: `${w} wird erst ausgeführt, wenn sie freigegeben ist; bis dahin wird nichts reserviert`,
    }),
    approved: (w) => ({ title: 'Zahlung freigegeben', body: `${w} wurde freigegeben und wird ausgeführt` }),
    recalled: (w) => ({
      title: 'Zahlung zurückgezogen',
      body: `${w} wurde vor der Freigabe zurückgenommen und wird nicht ausgeführt`,
    }),
  },
  'fr-FR': {
    initiated: (w) => ({ title: 'Paiement créé', body: `${w} sera traité sous peu` }),
    pending: (w) => ({ title: 'Paiement soumis', body: `${w} est en attente de traitement` }),
    scheduled: (w) => ({ title: 'Paiement programmé', body: `${w} sera envoyé à sa date d’exécution` }),
    processing: (w) => ({ title: 'Paiement en cours', body: `${w} est en train d’être envoyé` }),
    completed: (w) => ({ title: 'Paiement envoyé', body: `${w} a été payé` }),
    settled: (w) => ({ title: 'Paiement réglé', body: `${w} est parvenu à la banque du bénéficiaire` }),
    failed: (w) => ({
      title: 'Échec du paiement',
      body: `${w} n’a pas pu être payé\u202f; le montant a été recrédité sur votre compte`,
    }),
    partially_failed: (w) => ({
      title: 'Échec partiel du paiement',
      body: `Seule une partie de ${w} a pu être payée\u202f; le reste a été recrédité sur votre compte`,
    }),
    returned: (w) => ({
      title: 'Paiement retourné',
      body: `${w} a été renvoyé par la banque du bénéficiaire\u202f; le montant a été recrédité sur votre compte`,
    }),
    cancelled: (w) => ({
      title: 'Paiement annulé',
      body: `${w} ne sera pas envoyé\u202f; le montant a été recrédité sur votre compte`,
    }),
    rejected: (w) => ({ title: 'Paiement rejeté', body: `${w} a été refusé par la banque` }),
    flagged: (w) => ({
      title: 'Paiement en cours d’examen',
      body: `${w} est vérifié par nos équipes avant son envoi`,
    }),
    expired: (w) => ({
      title: 'Paiement expiré',
      body: `${w} n’a pas été confirmé à temps et ne sera pas envoyé`,
    }),
    awaiting_approval: (w) => ({
      title: 'Paiement en attente de validation',
      body: `${w} sera envoyé une fois validé\u202f; rien n’est réservé d’ici là`,
    }),
    approved: (w) => ({ title: 'Paiement validé', body: `${w} a été validé et sera envoyé` }),
    recalled: (w) => ({
      title: 'Paiement retiré',
      body: `${w} a été retiré avant sa validation et ne sera pas envoyé`,
    }),
  },
};

export function paymentStatusText(
  status: PaymentStatus,
  facts: PaymentFacts,
  locale: Locale = DEFAULT_LOCALE,
): NotificationText {
  const text = PAYMENT_TEXTS[locale][status](paymentInWords(facts, locale));
  return { title: text.title, body: sentence(text.body) };
}

/** What an approver is told when a payment waits for them: who made it and what it needs. */
export function approvalRequestText(
  facts: PaymentFacts & { maker: string; approvalsRequired: number },
  locale: Locale = DEFAULT_LOCALE,
): NotificationText {
  const what = paymentInWords(facts, locale);
  const needs = approvalsNeeded(facts.approvalsRequired, locale);
  const texts: PerLocale<NotificationText> = {
    'en-GB': {
      title: 'Payment awaiting your approval',
      body: `${what}, made by ${facts.maker}, needs ${needs}.`,
    },
    'de-DE': {
      title: 'Zahlung wartet auf Ihre Freigabe',
      body: `${what}, erstellt von ${facts.maker}, benötigt ${needs}.`,
    },
    'fr-FR': {
      title: 'Paiement en attente de votre validation',
      body: `${what}, créé par ${facts.maker}, nécessite ${needs}.`,
    },
  };
  return texts[locale];
}

/** What the maker is told when an approver rejects their payment, with the approver's reason (as written). */
export function approvalRejectedText(
  facts: PaymentFacts & { approver: string; reason: string },
  locale: Locale = DEFAULT_LOCALE,
): NotificationText {
  const what = paymentInWords(facts, locale);
  const reason = sentence(facts.reason);
  const texts: PerLocale<NotificationText> = {
    'en-GB': { title: 'Payment rejected', body: `${what} was rejected by ${facts.approver}: ${reason}` },
    'de-DE': { title: 'Zahlung abgelehnt', body: `${what} wurde von ${facts.approver} abgelehnt: ${reason}` },
    'fr-FR': {
      title: 'Paiement rejeté',
      body: `${what} a été rejeté par ${facts.approver}\u00a0: ${reason}`,
    },
  };
  return texts[locale];
}

/** What the maker is told when a payment waited 72 hours without enough approvals. */
export function approvalExpiredText(facts: PaymentFacts, locale: Locale = DEFAULT_LOCALE): NotificationText {
  const what = paymentInWords(facts, locale);
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

/** What the maker is told when the last approval arrives but the balance no longer covers the payment. */
export function approvedButUnfundedText(
  facts: PaymentFacts & { available: bigint },
  locale: Locale = DEFAULT_LOCALE,
): NotificationText {
  const what = paymentInWords(facts, locale);
  const available = moneyInWords(facts.available, facts.currency, locale);
  const texts: PerLocale<NotificationText> = {
    'en-GB': {
      title: 'Payment failed',
      body: `${what} was approved but not sent: the available balance (${available}) does not cover it and its fee.`,
    },
    'de-DE': {
      title: 'Zahlung fehlgeschlagen',
      body: `${what} wurde freigegeben, aber nicht ausgeführt: Der verfügbare Saldo (${available}) deckt den Betrag und die Gebühr nicht.`,
    },
    'fr-FR': {
      title: 'Échec du paiement',
      body: `${what} a été validé mais pas envoyé\u00a0: le solde disponible (${available}) ne couvre pas le montant et ses frais.`,
    },
  };
  return texts[locale];
}

type TradeFacts = {
  sellAmount: bigint;
  sellCurrency: string;
  buyAmount: bigint;
  buyCurrency: string;
  fee: bigint;
};

export function fxTradeText(t: TradeFacts, locale: Locale = DEFAULT_LOCALE): NotificationText {
  const sold = moneyInWords(t.sellAmount, t.sellCurrency, locale);
  const bought = moneyInWords(t.buyAmount, t.buyCurrency, locale);
  const fee = t.fee > 0n ? moneyInWords(t.fee, t.sellCurrency, locale) : null;
  const texts: PerLocale<NotificationText> = {
    'en-GB': {
      title: 'Currency exchanged',
      body: `You sold ${sold} for ${bought}, with ${fee ? `a fee of ${fee}` : 'no fee'}.`,
    },
    'de-DE': {
      title: 'Devisengeschäft ausgeführt',
      body: `Sie haben ${sold} gegen ${bought} verkauft, ${fee ? `mit einer Gebühr von ${fee}` : 'ohne Gebühr'}.`,
    },
    'fr-FR': {
      title: 'Devises échangées',
      body: `Vous avez vendu ${sold} contre ${bought}, ${fee ? `avec des frais de ${fee}` : 'sans frais'}.`,
    },
  };
  return texts[locale];
}

/** What the organization's members are told when money arrives from outside (the simulated incoming payment). */
export function incomingPaymentText(
  facts: {
    amount: bigint;
    currency: string;
    payer: string;
    accountName: string;
    reference: string | null;
  },
  locale: Locale = DEFAULT_LOCALE,
): NotificationText {
  const money = moneyInWords(facts.amount, facts.currency, locale);
  const { payer, accountName, reference } = facts;
  const texts: PerLocale<NotificationText> = {
    'en-GB': {
      title: 'Payment received',
      body: `${money} from ${payer} arrived in ${accountName}${reference ? `, reference ${reference}` : ''}`,
    },
    'de-DE': {
      title: 'Zahlung eingegangen',
      body: `${money} von ${payer} wurde dem Konto ${accountName} gutgeschrieben${reference ? `, Verwendungszweck ${reference}` : ''}`,
    },
    'fr-FR': {
      title: 'Paiement reçu',
      body: `${money} émis par ${payer} a été crédité sur le compte ${accountName}${reference ? `, référence ${reference}` : ''}`,
    },
  };
  const text = texts[locale];
  return { title: text.title, body: sentence(text.body) };
}

/** What the trader is told when an executed trade fails to settle and is unwound. */
export function fxSettlementFailedText(
  t: TradeFacts & { reason: string },
  locale: Locale = DEFAULT_LOCALE,
): NotificationText {
  const sold = moneyInWords(t.sellAmount, t.sellCurrency, locale);
  const bought = moneyInWords(t.buyAmount, t.buyCurrency, locale);
  const reason = sentence(t.reason);
  const texts: PerLocale<NotificationText> = {
    'en-GB': {
      title: 'FX trade failed',
      body: `Selling ${sold} for ${bought} did not settle: ${reason} What you sold and its fee are back in your account; what you bought has been taken back.`,
    },
    'de-DE': {
      title: 'Devisengeschäft fehlgeschlagen',
      body: `Der Verkauf von ${sold} gegen ${bought} wurde nicht abgewickelt: ${reason} Der verkaufte Betrag und die Gebühr wurden Ihrem Konto wieder gutgeschrieben; der gekaufte Betrag wurde zurückgebucht.`,
    },
    'fr-FR': {
      title: 'Échec de l’opération de change',
      body: `La vente de ${sold} contre ${bought} n’a pas été réglée\u00a0: ${reason} Le montant vendu et ses frais ont été recrédités sur votre compte\u202f; le montant acheté a été repris.`,
    },
  };
  return texts[locale];
}
