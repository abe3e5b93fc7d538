import { config } from 'zod/v4/core';

/**
 * The CSP has no 'unsafe-eval'. Zod 4 compiles fast parsers with `new Function` after probing whether eval
 * is allowed, and Chromium reports that caught probe as a `securitypolicyviolation` on every page with a
 * form. Jitless parsing skips the probe and the compilation (same results, interpreted). Imported first by
 * main.tsx so it is set before any schema parses.
 */
config({ jitless: true });
