import { fileURLToPath } from 'node:url';

/**
 * The colour mode of the pictures: `SHOTS_THEME=dark npm run shots` takes every scene as a device set to dark
 * (the portal follows it) into `shots/dark/`.
 */
export const SHOTS_THEME: 'light' | 'dark' = process.env.SHOTS_THEME === 'dark' ? 'dark' : 'light';

/** Where `npm run shots` writes its pictures: the repo's git-ignored `shots/` (`SHOTS_DIR` moves it). */
export const SHOTS_DIR =
  process.env.SHOTS_DIR ??
  fileURLToPath(
    new URL(SHOTS_THEME === 'dark' ? '../../../shots/dark/' : '../../../shots/', import.meta.url),
  );

/** The mock bank's start time, and where `/__mock/reset` brings it back: a Wednesday with payments and FX open. */
export const SHOTS_CLOCK = '2026-11-25T10:00:00.000Z';
