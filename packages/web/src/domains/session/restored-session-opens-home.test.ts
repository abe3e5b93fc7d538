import { describe, expect, it } from 'vitest';
import { restoredSessionOpensHome } from './run-session-bootstrap';

describe('restoredSessionOpensHome', () => {
  it('is the dashboard, /app and the public pages (which send a signed-in user to the dashboard)', () => {
    for (const path of [
      '/app/dashboard',
      '/app/dashboard/',
      '/app',
      '/app/',
      '/login',
      '/',
      '/forget-password',
    ])
      expect(restoredSessionOpensHome(path), path).toBe(true);
  });

  it('is not another screen of the signed-in area, which loads its own data', () => {
    for (const path of ['/app/payments', '/app/dashboards', '/app/settings/security'])
      expect(restoredSessionOpensHome(path), path).toBe(false);
  });
});
