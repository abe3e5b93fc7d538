import { describe, expect, it } from 'vitest';
import { isProtectedPath, paths } from './paths';

describe('paths', () => {
  it('spells every route of rule NAV-01', () => {
    const all = [
      paths.root,
      paths.login,
      paths.twoFactorVerification,
      paths.forgetPassword,
      paths.resetPassword,
      paths.invitation,
      paths.app.root,
      paths.app.setPassword,
      paths.app.dashboard,
      paths.app.payments,
      paths.app.recipients,
      paths.app.notifications,
      paths.app.settings,
      paths.app.account,
      paths.app.newPayment.recipient,
      paths.app.newPayment.reason,
      paths.app.newPayment.amount,
      paths.app.newPayment.review,
      paths.app.newFxTrade,
    ].map((route) => route.path);
    expect(all).toEqual([
      '/',
      '/login',
      '/2fa-verification',
      '/forget-password',
      '/reset-password',
      '/invitation',
      '/app',
      '/app/set-password',
      '/app/dashboard',
      '/app/payments',
      '/app/recipients',
      '/app/notifications',
      '/app/settings',
      '/app/account',
      '/app/new-payment/recipient',
      '/app/new-payment/reason',
      '/app/new-payment/amount',
      '/app/new-payment/review',
      '/app/new-fx-trade',
    ]);
  });

  it('builds the first-time set-password link with email and type', () => {
    expect(paths.app.setPassword.getHref('new@northwind.test')).toBe(
      '/app/set-password?email=new%40northwind.test&type=first-time-login',
    );
  });

  it('rule STM-05: opens the statements, their exports tab and one export', () => {
    expect(paths.app.statements.getHref()).toBe('/app/statements');
    expect(paths.app.statements.getHref('exports')).toBe('/app/statements?tab=exports');
    expect(paths.app.transactionExport.getHref('txx_3Jd8Ks1Lq5')).toBe(
      '/app/statements/exports/txx_3Jd8Ks1Lq5',
    );
  });

  it('adds a token only when there is one', () => {
    expect(paths.resetPassword.getHref()).toBe('/reset-password');
    expect(paths.resetPassword.getHref('abc')).toBe('/reset-password?token=abc');
  });

  it('treats any path containing /app as protected', () => {
    expect(isProtectedPath('/app')).toBe(true);
    expect(isProtectedPath('/app/payments')).toBe(true);
    expect(isProtectedPath('/login')).toBe(false);
    expect(isProtectedPath('/')).toBe(false);
  });
});
