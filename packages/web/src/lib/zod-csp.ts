import type { $ZodConfig } from 'zod/v4/core';

declare global {
  /** Zod's configuration, shared by every copy of zod; zod takes an object already there (zod/v4/core). */
  var __zod_globalConfig: $ZodConfig | undefined;
}

/**
 * The CSP has no 'unsafe-eval'. Zod 4 compiles fast parsers with `new Function` after probing whether eval
 * is allowed, and Chromium reports that caught probe as a `securitypolicyviolation` on every page with a
 * form. Jitless parsing skips the probe and the compilation (same results, interpreted). Set first by main.tsx,
 * so before any schema is built; set on the global zod reads its configuration from (as zod's own notes advise
 * for setting it before zod loads), so the entry carries none of zod: only the forms load it, after their paint.
 */
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;
