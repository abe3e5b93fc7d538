import { i18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import { messages as englishBoot } from '../../locales/en-GB/boot.po';
import { loadDayjsLocale } from './dayjs-locale';
import type { CatalogLocale } from './locales';

/**
 * The three catalogs of each language (lingui.config.ts): `boot` for the frame and the sign-in screens, `portal`
 * for the signed-in frame and the dashboard, `screens` for the other signed-in screens. Only the active
 * language's are fetched, each once.
 */
export type CatalogName = 'boot' | 'portal' | 'screens';

type Catalog = Promise<{ messages: Messages }>;

/** The pseudo-language is never built into a production bundle (isCatalogLocale never offers it there). */
const developmentOnly = (): Catalog =>
  Promise.reject(new Error('The pseudo-language exists in development only.'));

// Written out, not one template import: each is a plain chunk, and the first render carries no import helper.
const loaders: Record<CatalogName, Record<CatalogLocale, () => Catalog>> = {
  boot: {
    // English, the default, comes with the app: a first visit starts rendering without another round trip.
    'en-GB': async () => ({ messages: englishBoot }),
    'de-DE': () => import('../../locales/de-DE/boot.po'),
    'fr-FR': () => import('../../locales/fr-FR/boot.po'),
    pseudo: () => (import.meta.env.DEV ? import('../../locales/pseudo/boot.po') : developmentOnly()),
  },
  portal: {
    'en-GB': () => import('../../locales/en-GB/portal.po'),
    'de-DE': () => import('../../locales/de-DE/portal.po'),
    'fr-FR': () => import('../../locales/fr-FR/portal.po'),
    pseudo: () => (import.meta.env.DEV ? import('../../locales/pseudo/portal.po') : developmentOnly()),
  },
  screens: {
    'en-GB': () => import('../../locales/en-GB/screens.po'),
    'de-DE': () => import('../../locales/de-DE/screens.po'),
    'fr-FR': () => import('../../locales/fr-FR/screens.po'),
    pseudo: () => (import.meta.env.DEV ? import('../../locales/pseudo/screens.po') : developmentOnly()),
  },
};

const loaded = new Set<string>();
const wanted = new Set<CatalogName>(['boot']);

async function load(locale: CatalogLocale, name: CatalogName) {
  const key = `${locale}/${name}`;
  if (loaded.has(key)) return;
  const { messages } = await loaders[name][locale]();
  // Loading a catalog tells every text on the page (Lingui's provider), which draws the whole page again; as a
  // transition React does it in slices, yielding to the browser. At once, the screens' catalog arriving on the
  // dashboard (where none of its texts show) was a long task of the whole page on a phone.
  startTransition(() => i18n.load(locale, messages));
  loaded.add(key);
}

/** Loads a catalog of the active language (and of every language activated later), e.g. the signed-in frame's. */
export async function requireCatalog(name: CatalogName): Promise<void> {
  wanted.add(name);
  await load(i18n.locale as CatalogLocale, name);
}

/** Loads the catalogs in use for `locale`, then switches every text to it. */
export async function loadLocale(locale: CatalogLocale): Promise<void> {
  await Promise.all([...[...wanted].map((name) => load(locale, name)), loadDayjsLocale(locale)]);
  i18n.activate(locale);
}
