import type { PerLocale } from '../bank/index.js';
import type { NotificationText } from '../notifications/index.js';

/** The security notices a user is sent about their own sign-in settings, in each language. */
export const SECURITY_NOTICES = {
  twoFactorEnabled: {
    'en-GB': { title: 'Two-factor authentication enabled', body: 'Sign-ins now need a code from your app.' },
    'de-DE': {
      title: 'Zwei-Faktor-Authentifizierung aktiviert',
      body: 'Für die Anmeldung ist jetzt ein Code aus Ihrer App erforderlich.',
    },
    'fr-FR': {
      title: 'Authentification à deux facteurs activée',
      body: 'Les connexions nécessitent désormais un code de votre application.',
    },
  },
  twoFactorDisabled: {
    'en-GB': { title: 'Two-factor authentication disabled', body: 'Sign-ins no longer ask for a code.' },
    'de-DE': {
      title: 'Zwei-Faktor-Authentifizierung deaktiviert',
      body: 'Bei der Anmeldung wird kein Code mehr abgefragt.',
    },
    'fr-FR': {
      title: 'Authentification à deux facteurs désactivée',
      body: 'Les connexions ne demandent plus de code.',
    },
  },
  passwordReset: {
    'en-GB': { title: 'Password changed', body: 'Your password was reset. Other sessions were signed out.' },
    'de-DE': {
      title: 'Passwort geändert',
      body: 'Ihr Passwort wurde zurückgesetzt. Andere Sitzungen wurden abgemeldet.',
    },
    'fr-FR': {
      title: 'Mot de passe modifié',
      body: 'Votre mot de passe a été réinitialisé. Les autres sessions ont été déconnectées.',
    },
  },
  passwordChanged: {
    'en-GB': {
      title: 'Password changed',
      body: 'Your password was changed. Other sessions were signed out.',
    },
    'de-DE': {
      title: 'Passwort geändert',
      body: 'Ihr Passwort wurde geändert. Andere Sitzungen wurden abgemeldet.',
    },
    'fr-FR': {
      title: 'Mot de passe modifié',
      body: 'Votre mot de passe a été modifié. Les autres sessions ont été déconnectées.',
    },
  },
} satisfies Record<string, PerLocale<NotificationText>>;

export type SecurityNotice = keyof typeof SECURITY_NOTICES;

/** The subject of the password reset e-mail. */
export const PASSWORD_RESET_SUBJECT: PerLocale<string> = {
  'en-GB': 'Reset your password',
  'de-DE': 'Setzen Sie Ihr Passwort zurück',
  'fr-FR': 'Réinitialisez votre mot de passe',
};
