import type { components } from '@portal/api-types/schema';
import { DEFAULT_LOCALE, formatMinor, type Locale, type PerLocale } from '../bank/index.js';
import { dateInWords, moneyInWords, type NotificationText, paymentInWords } from '../notifications/index.js';

type RecipientStatus = components['schemas']['RecipientStatus'];

/** Why the bank did not make an occurrence, as facts: the notice says it in its recipient's language. */
export type OccurrenceRefusal =
  | { kind: 'maker_cannot_pay'; maker: string }
  | { kind: 'recipient_gone' }
  | { kind: 'recipient_not_payable'; status: RecipientStatus }
  | { kind: 'payee_name_mismatch' }
  | { kind: 'currency_gone'; currency: string }
  | { kind: 'balance_short'; available: bigint; currency: string };

/** A recipient status as the French and German reasons say it (British English names the status itself). */
const RECIPIENT_STATUS: Record<'de-DE' | 'fr-FR', Partial<Record<RecipientStatus, string>>> = {
  'de-DE': { rejected: 'Der Empfänger wurde abgelehnt', flagged: 'Der Empfänger wird geprüft' },
  'fr-FR': {
    rejected: 'le bénéficiaire a été refusé',
    flagged: 'le bénéficiaire est en cours de vérification',
  },
};

function reasonInWords(why: OccurrenceRefusal, locale: Locale): string {
  if (locale === 'en-GB') {
    switch (why.kind) {
      case 'maker_cannot_pay':
        return `${why.maker} can no longer make payments for this organization`;
      case 'recipient_gone':
        return 'the recipient no longer exists';
      case 'recipient_not_payable':
        return `the recipient is ${why.status}`;
      case 'payee_name_mismatch':
        return "the payee's bank says the recipient's name does not match the account";
      case 'currency_gone':
        return `the bank account no longer holds ${why.currency}`;
      case 'balance_short':
        // Ungrouped, as this reason has always been written in English.
        return `the available balance was ${formatMinor(why.available, why.currency)} ${why.currency}`;
    }
  }
  const de = locale === 'de-DE';
  switch (why.kind) {
    case 'maker_cannot_pay':
      return de
        ? `${why.maker} darf für diese Organisation keine Zahlungen mehr ausführen`
        : `${why.maker} ne peut plus effectuer de paiements pour cette organisation`;
    case 'recipient_gone':
      return de ? 'Der Empfänger existiert nicht mehr' : 'le bénéficiaire n’existe plus';
    case 'recipient_not_payable':
      return RECIPIENT_STATUS[locale][why.status] ?? why.status;
    case 'payee_name_mismatch':
      return de
        ? 'Die Bank des Empfängers meldet, dass der Name nicht zum Konto passt'
        : 'la banque du bénéficiaire indique que le nom ne correspond pas au compte';
    case 'currency_gone':
      return de
        ? `Das Konto führt kein ${why.currency} mehr`
        : `le compte ne détient plus de ${why.currency}`;
    case 'balance_short': {
      const money = moneyInWords(why.available, why.currency, locale);
      return de ? `Der verfügbare Saldo betrug ${money}` : `le solde disponible était de ${money}`;
    }
  }
}

/** What the maker is told when the bank could not make an occurrence (the standing order itself goes on). */
export function occurrenceFailedText(
  facts: { amount: bigint; currency: string; payee: string; date: string; why: OccurrenceRefusal },
  locale: Locale = DEFAULT_LOCALE,
): NotificationText {
  const what = paymentInWords(facts, locale);
  const date = dateInWords(facts.date, locale);
  const why = reasonInWords(facts.why, locale);
  const texts: PerLocale<NotificationText> = {
    'en-GB': {
      title: 'Standing order payment failed',
      body: `${what} due on ${date} was not made: ${why}. The standing order goes on.`,
    },
    'de-DE': {
      title: 'Zahlung aus Dauerauftrag fehlgeschlagen',
      body: `${what}, fällig am ${date}, wurde nicht ausgeführt: ${why}. Der Dauerauftrag läuft weiter.`,
    },
    'fr-FR': {
      title: 'Échec d’un virement permanent',
      body: `${what}, prévu le ${date}, n’a pas été effectué\u00a0: ${why}. Le virement permanent reste actif.`,
    },
  };
  return texts[locale];
}
