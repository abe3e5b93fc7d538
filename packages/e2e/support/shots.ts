import { fileURLToPath } from 'node:url';

/**
 * The colour mode of the pictures: `SHOTS_THEME=dark npm run shots` takes every scene as a device set to dark
 * (the portal follows it) into `shots/dark/`.
 */
export const SHOTS_THEME: 'light' | 'dark' = process.env.SHOTS_THEME === 'dark' ? 'dark' : 'light';

const SHOTS_LOCALES = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' } as const;
type ShotsLanguage = keyof typeof SHOTS_LOCALES;
const language: ShotsLanguage =
  process.env.SHOTS_LOCALE && process.env.SHOTS_LOCALE in SHOTS_LOCALES
    ? (process.env.SHOTS_LOCALE as ShotsLanguage)
    : 'en';

/**
 * The language of the pictures: `SHOTS_LOCALE=de npm run shots` (or `fr`) takes every scene with the bank's users
 * and the browser in German (French) into `shots/de/` (`shots/de-dark/` with `SHOTS_THEME=dark`).
 */
export const SHOTS_LOCALE = SHOTS_LOCALES[language];

const folder = [language === 'en' ? '' : language, SHOTS_THEME === 'dark' ? 'dark' : '']
  .filter(Boolean)
  .join('-');

/** Where `npm run shots` writes its pictures: the repo's git-ignored `shots/` (`SHOTS_DIR` moves it). */
export const SHOTS_DIR =
  process.env.SHOTS_DIR ??
  fileURLToPath(new URL(`../../../shots/${folder ? `${folder}/` : ''}`, import.meta.url));

/** The mock bank's start time, and where `/__mock/reset` brings it back: a Wednesday with payments and FX open. */
export const SHOTS_CLOCK = '2026-11-25T10:00:00.000Z';
