import type { Scenario } from './scenario.js';

/** Lifetimes short enough that the refresh, idle and expiry flows all show within a minute. */
export const sessionExpiring: Scenario = {
  name: 'session-expiring',
  description:
    'Access tokens last 15 s (the app refreshes them), a session unused for 45 s ends, and every session ends 60 s after sign-in.',
  config: () => ({ accessTokenTtlSeconds: 15, refreshIdleSeconds: 45, refreshAbsoluteSeconds: 60 }),
};
