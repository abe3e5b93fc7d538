import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Three catalogs a language, so a page downloads only the texts it can show: `boot` holds what the app frame,
 * the sign-in screens and the shared layers say; `portal` what the signed-in frame and the dashboard say (loaded
 * with the frame); `screens` the other signed-in screens' (loaded with each of them, app/router.tsx). Every
 * source file belongs to exactly one of them.
 */
const BOOT_SOURCES = [
  '<rootDir>/src/app/app.tsx',
  '<rootDir>/src/app/provider.tsx',
  '<rootDir>/src/app/toast-host.tsx',
  '<rootDir>/src/app/routes',
  '<rootDir>/src/app/layouts/auth-layout.tsx',
  '<rootDir>/src/features/auth',
  '<rootDir>/src/components',
  '<rootDir>/src/lib',
  '<rootDir>/src/domains',
  '<rootDir>/src/theme',
];

/**
 * Domains only signed-in screens use: their texts come with the signed-in frame (the portal catalog), not
 * before the sign-in page's first render. bench/login-route.test.mjs checks that no sign-in screen loads them.
 */
const SIGNED_IN_DOMAINS = ['accounts', 'audit', 'notifications', 'payments', 'recipients', 'statements'];

/**
 * The signed-in screens other than the dashboard, and what only they use: their texts come with the screen, not
 * before the dashboard's first paint. bench/login-route.test.mjs checks that the frame and the dashboard (with
 * everything they load later) load none of them.
 */
const SCREEN_FEATURES = [
  'account',
  'approvals',
  'audit-log',
  'bulk-payments',
  'developers',
  'fx',
  'new-payment',
  'notifications',
  'payments',
  'recipients',
  'settings',
  'standing-orders',
  'team',
];
const SCREEN_SOURCES = [
  ...SCREEN_FEATURES.map((feature) => `<rootDir>/src/features/${feature}`),
  '<rootDir>/src/domains/recipients',
];

/** What the portal catalog leaves to boot: each boot source but the signed-in domains. */
const PORTAL_EXCLUDES = BOOT_SOURCES.flatMap((source) => {
  if (/\.tsx?$/.test(source)) return [source];
  if (source !== '<rootDir>/src/domains') return [`${source}/**`];
  return [`${source}/*.*`, `${source}/!(${SIGNED_IN_DOMAINS.join('|')})/**`];
});

/** A development-only language: every text accented and a third longer, to see layouts stretch. */
export const PSEUDO_LOCALE = 'pseudo';

export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'de-DE', 'fr-FR', PSEUDO_LOCALE],
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: 'en-GB' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/boot',
      include: BOOT_SOURCES,
      exclude: ['**/*.test.*', ...SIGNED_IN_DOMAINS.map((domain) => `<rootDir>/src/domains/${domain}/**`)],
    },
    {
      path: '<rootDir>/src/locales/{locale}/portal',
      include: ['<rootDir>/src'],
      exclude: [...PORTAL_EXCLUDES, ...SCREEN_SOURCES.map((source) => `${source}/**`), '**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/screens',
      include: SCREEN_SOURCES,
      exclude: ['**/*.test.*'],
    },
  ],
});
