/**
 * The API base a build calls: VITE_API_BASE_URL, else the same-origin default (a deployment may override it
 * at run time: runtimeApiBase). One definition for the app
 * (config/env.ts) and for vite.config.ts, which records it in the build for the nginx renderer's connect-src
 * (deploy/api-base.mjs). No `import.meta.env` here: vite.config.ts imports this file in Node.
 */
export const DEFAULT_API_BASE_URL = '/api/v1';

export function resolveApiBase(configured: string | undefined): string {
  return configured?.trim() || DEFAULT_API_BASE_URL;
}

/**
 * What index.html's `<meta name="api-base">` holds until the web server writes the deployment's base there
 * (deploy/nginx.conf renders it at start from API_BASE_URL), so one build serves every environment.
 */
export const RUNTIME_API_BASE_PLACEHOLDER = '__API_BASE__';

/**
 * The API base the web server set for this deployment, or undefined where none was set (the dev server, the
 * in-browser demo, a server that does not render it): the build's base applies then.
 */
export function runtimeApiBase(content: string | null | undefined): string | undefined {
  const value = content?.trim();
  return value && value !== RUNTIME_API_BASE_PLACEHOLDER ? value : undefined;
}

/** Where a build records its API base (beside Vite's manifest). */
export const API_BASE_RECORD = '.vite/api-base.json';
