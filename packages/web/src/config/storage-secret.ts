/**
 * The secret the persist-login flag is encrypted with comes from the build (VITE_STORAGE_SECRET). A build that
 * forgot it would silently ship a key anyone can read in this repository, so every `vite build` needs a real
 * secret, except the demo build (`--mode demo`, used by the journeys, the size budgets and the benchmarks),
 * which takes the published demo value from `.env.demo` on purpose. Imported by vite.config.ts: no
 * `import.meta.env` here.
 */

/** Public, committed value (also in `.env.demo`): it only obscures; never a production secret. */
export const DEMO_STORAGE_SECRET = 'northwind-portal-demo-storage-secret-NOT-FOR-PRODUCTION';

/** The Vite mode that opts into the demo secret. */
export const DEMO_MODE = 'demo';

export interface BuildTarget {
  command: 'build' | 'serve';
  mode: string;
}

/** Why this build may not use the given secret, or null when it may. */
export function storageSecretProblem(target: BuildTarget, secret: string | undefined): string | null {
  if (target.command !== 'build' || target.mode === DEMO_MODE) return null;
  const value = secret?.trim() ?? '';
  if (value === '')
    return `VITE_STORAGE_SECRET is not set for this ${target.mode} build. Set it to your own secret (VITE_STORAGE_SECRET=… npm run build:production -w @portal/web), or build the demo with \`npm run build -w @portal/web\` (--mode ${DEMO_MODE}).`;
  if (value === DEMO_STORAGE_SECRET)
    return `VITE_STORAGE_SECRET is the public demo secret; a ${target.mode} build needs its own secret (the demo value is only for --mode ${DEMO_MODE}).`;
  return null;
}
