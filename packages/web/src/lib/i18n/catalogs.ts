import { i18n, type Messages } from '@lingui/core';
import type { CatalogLocale } from './locales';

/**
 * The two catalogs of each language (lingui.config.ts): `boot` for the frame and the sign-in screens, `portal`
 * for the signed-in screens. Only the active language's are fetched, each once.
 */
export type CatalogName = 'boot' | 'portal';

const loaders: Record<CatalogName, (locale: CatalogLocale) => Promise<{ messages: Messages }>> = {
  boot: (locale) => import(`../../locales/${locale}/boot.po`),
  portal: (locale) => import(`../../locales/${locale}/portal.po`),
};

const loaded = new Set<string>();
const wanted = new Set<CatalogName>(['boot']);

async function load(locale: CatalogLocale, name: CatalogName) {
  const key = `${locale}/${name}`;
  if (loaded.has(key)) return;
  const { messages } = await loaders[name](locale);
  i18n.load(locale, messages);
  loaded.add(key);
}

/** Loads a catalog of the active language (and of every language activated later), e.g. the signed-in frame's. */
export async function requireCatalog(name: CatalogName): Promise<void> {
  wanted.add(name);
  await load(i18n.locale as CatalogLocale, name);
}

/** Loads the catalogs in use for `locale`, then switches every text to it. */
export async function loadLocale(locale: CatalogLocale): Promise<void> {
  await Promise.all([...wanted].map((name) => load(locale, name)));
  i18n.activate(locale);
}
