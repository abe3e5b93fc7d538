/**
 * The API base a build calls: VITE_API_BASE_URL, else the same-origin default. One definition for the app
 * (config/env.ts) and for vite.config.ts, which records it in the build for the nginx renderer's connect-src
 * (deploy/api-base.mjs). No `import.meta.env` here: vite.config.ts imports this file in Node.
 */
export const DEFAULT_API_BASE_URL = '/api/v1';

export function resolveApiBase(configured: string | undefined): string {
  return configured?.trim() || DEFAULT_API_BASE_URL;
}

/** Where a build records its API base (beside Vite's manifest). */
export const API_BASE_RECORD = '.vite/api-base.json';
