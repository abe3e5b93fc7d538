import { fileURLToPath } from 'node:url';

/** Where `npm run shots` writes its pictures: the repo's git-ignored `shots/` (`SHOTS_DIR` moves it). */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../../../shots/', import.meta.url));

/** The mock bank's start time, and where `/__mock/reset` brings it back: a Wednesday with payments and FX open. */
export const SHOTS_CLOCK = '2026-11-25T10:00:00.000Z';
