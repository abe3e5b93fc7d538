import { resolveApiBase, runtimeApiBase } from './api-base';
import { DEMO_STORAGE_SECRET } from './storage-secret';

/**
 * Build-time configuration (Vite `import.meta.env`), read in one place; the API base may be set per deployment
 * instead (config/api-base.ts).
 */
export interface AppEnv {
  /** Base of the banking API including its version. */
  apiBaseUrl: string;
  /** Secret from which the local-storage encryption key is derived. */
  storageSecret: string;
  /** `msw` runs the app against the in-browser mock bank. */
  mock: string;
}

/**
 * The dev server and the unit tests fall back to the public demo secret; a production bundle never does
 * (vite.config.ts refuses to build one without VITE_STORAGE_SECRET, and this refuses to start one).
 */
export function readEnv(source: ImportMetaEnv, deployedApiBase?: string): AppEnv {
  const storageSecret = source.VITE_STORAGE_SECRET?.trim();
  if (!storageSecret && source.PROD)
    throw new Error('VITE_STORAGE_SECRET is missing from this production build.');
  return {
    apiBaseUrl: resolveApiBase(deployedApiBase ?? source.VITE_API_BASE_URL),
    storageSecret: storageSecret || DEMO_STORAGE_SECRET,
    mock: source.VITE_MOCK?.trim() ?? '',
  };
}

export const env: AppEnv = readEnv(
  import.meta.env,
  runtimeApiBase(globalThis.document?.querySelector('meta[name="api-base"]')?.getAttribute('content')),
);
