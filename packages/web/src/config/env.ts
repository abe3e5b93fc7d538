/** Build-time configuration (Vite `import.meta.env`), read in one place. */
export interface AppEnv {
  /** Base of the banking API including its version. */
  apiBaseUrl: string;
  /** Secret from which the local-storage encryption key is derived. */
  storageSecret: string;
  /** `msw` runs the app against the in-browser mock bank. */
  mock: string;
}

export const DEFAULT_API_BASE_URL = '/api/v1';
// Only obscures values in localStorage; production builds set their own VITE_STORAGE_SECRET.
export const DEV_STORAGE_SECRET = 'northwind-portal-dev-storage-secret';

export function readEnv(source: ImportMetaEnv): AppEnv {
  return {
    apiBaseUrl: source.VITE_API_BASE_URL?.trim() || DEFAULT_API_BASE_URL,
    storageSecret: source.VITE_STORAGE_SECRET?.trim() || DEV_STORAGE_SECRET,
    mock: source.VITE_MOCK?.trim() ?? '',
  };
}

export const env: AppEnv = readEnv(import.meta.env);
