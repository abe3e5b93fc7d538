import type { PerLocale, Rng, Store } from '../../bank/index.js';
import { type NotificationText, notify, paymentStatusText } from '../../notifications/index.js';
import type { PaymentRecord } from '../../payments/index.js';

const SYSTEM: PerLocale<NotificationText>[] = [
  {
    'en-GB': {
      title: 'Scheduled maintenance',
      body: 'Online banking will be unavailable on Sunday from 01:00 to 03:00 UK time.',
    },
    'de-DE': {
      title: 'Geplante Wartungsarbeiten',
      body: 'Das Online-Banking ist am Sonntag von 01:00 bis 03:00 Uhr britischer Zeit nicht verfügbar.',
    },
    'fr-FR': {
      title: 'Maintenance programmée',
      body: 'La banque en ligne sera indisponible dimanche de 01:00 à 03:00, heure du Royaume-Uni.',
    },
  },
  {
    'en-GB': {
      title: 'New FX currencies',
      body: 'You can now trade SGD and HKD from your treasury account.',
    },
    'de-DE': {
      title: 'Neue Devisenwährungen',
      body: 'Sie können jetzt SGD und HKD über Ihr Treasury-Konto handeln.',
    },
    'fr-FR': {
      title: 'Nouvelles devises',
      body: 'Vous pouvez désormais négocier des SGD et des HKD depuis votre compte de trésorerie.',
    },
  },
  {
    'en-GB': { title: 'Updated terms', body: 'Our business account terms change on the 1st of next month.' },
    'de-DE': {
      title: 'Geänderte Bedingungen',
      body: 'Die Bedingungen für unsere Geschäftskonten ändern sich zum 1. des nächsten Monats.',
    },
    'fr-FR': {
      title: 'Conditions mises à jour',
      body: 'Les conditions de nos comptes professionnels changent le 1er du mois prochain.',
    },
  },
];

const NEW_SIGN_IN: PerLocale<NotificationText> = {
  'en-GB': {
    title: 'New sign-in',
    body: 'Your account was signed in from a new browser in London, United Kingdom.',
  },
  'de-DE': {
    title: 'Neue Anmeldung',
    body: 'Bei Ihrem Konto gab es eine Anmeldung über einen neuen Browser in London, Vereinigtes Königreich.',
  },
  'fr-FR': {
    title: 'Nouvelle connexion',
    body: 'Une connexion à votre compte a eu lieu depuis un nouveau navigateur à Londres, Royaume-Uni.',
  },
};

/** About thirty notifications per user, newest ones unread. */
export function seedNotifications(
  store: Store,
  rng: Rng,
  userRef: string,
  payments: PaymentRecord[],
  now: number,
): void {
  const mine = payments.filter((p) => p.orgRef === 'org_northwind').slice(-24);
  const items: { at: number; add: (read: boolean) => unknown }[] = [];
  for (const p of mine) {
    const at = p.updatedAt;
    items.push({
      at,
      add: (read) =>
        notify(store, userRef, {
          type: 'payment_status',
          text: (locale) =>
            paymentStatusText(
              p.status,
              { amount: p.amount, currency: p.currency, payee: p.recipientName },
              locale,
            ),
          at,
          read,
          link: {
            kind: 'payment',
            accountRef: p.orgRef,
            bankAccountRef: p.bankAccountRef,
            paymentRef: p.ref,
          },
        }),
    });
  }
  SYSTEM.forEach((s, i) => {
    const at = now - (i * 9 + rng.int(1, 8)) * 86_400_000;
    items.push({
      at,
      add: (read) => notify(store, userRef, { type: 'system', text: (l) => s[l], at, read }),
    });
  });
  const loginAt = now - 26 * 3_600_000;
  items.push({
    at: loginAt,
    add: (read) =>
      notify(store, userRef, {
        type: 'security',
        text: (locale) => NEW_SIGN_IN[locale],
        at: loginAt,
        read,
      }),
  });
  items.sort((a, b) => a.at - b.at);
  items.forEach((item, i) => {
    item.add(i < items.length - 7);
  });
}
