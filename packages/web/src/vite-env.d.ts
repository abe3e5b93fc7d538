/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the banking API; defaults to the same-origin `/api/v1`. */
  readonly VITE_API_BASE_URL?: string;
  /** Build-time secret from which the local-storage encryption key is derived. */
  readonly VITE_STORAGE_SECRET?: string;
  /** `msw` runs the SPA against the in-browser mock bank. */
  readonly VITE_MOCK?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A Lingui catalog, compiled on import by @lingui/vite-plugin (lingui.config.ts). */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
