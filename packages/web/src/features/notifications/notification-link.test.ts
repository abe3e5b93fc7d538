import { describe, expect, it } from 'vitest';
import type { Notification } from './api/list-notifications';
import { notificationHref, notificationTarget } from './notification-link';

const withLink = (link: Notification['link']): Pick<Notification, 'link'> => ({ link });

describe('where a notification leads', () => {
  it('rule NTF-04: a payment opens on its detail page, with its bank account', () => {
    const payment = withLink({
      kind: 'payment',
      account_ref: 'org_northwind',
      bank_account_ref: 'ba_northwind_ops',
      payment_ref: 'pay_42',
    } as Notification['link']);
    expect(notificationHref(payment)).toBe('/app/payments/pay_42?bank_account=ba_northwind_ops');
    expect(notificationTarget(payment)).toBe('payment');
  });

  it('rule STM-09: an export of transactions opens on its page under Statements', () => {
    const exported = withLink({
      kind: 'transaction_export',
      account_ref: 'org_northwind',
      transaction_export_ref: 'txx_3Jd8Ks1Lq5',
    });
    expect(notificationHref(exported)).toBe('/app/statements/exports/txx_3Jd8Ks1Lq5');
    expect(notificationTarget(exported)).toBe('export');
  });

  it('leads nowhere without a link', () => {
    expect(notificationHref(withLink(null))).toBeNull();
    expect(notificationTarget(withLink(null))).toBeNull();
  });
});
