import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Two catalogs a language, so the sign-in page never downloads the signed-in portal's texts: `boot` holds what
 * the app frame, the sign-in screens and the shared layers say; `portal` holds the rest (loaded with the
 * signed-in frame, app/router.tsx). Every source file belongs to exactly one of them.
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
      exclude: [...PORTAL_EXCLUDES, '**/*.test.*'],
    },
  ],
});
