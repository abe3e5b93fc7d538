import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  renderScreen,
  serveMockBank,
  signInToMockBank,
  signInWithSecondFactor,
} from '../../testing/mock-bank-session';
import { useSessionStore } from '../session/session-store';
import { TWO_FACTOR_NUDGE_TITLE, TwoFactorNudge } from './two-factor-nudge';

serveMockBank({ signIn: false });

describe('the nudge to turn on two-factor authentication (rule SEC-11)', () => {
  it('asks an owner who pays with a password alone, links to Settings, and stays dismissed for the session', async () => {
    await signInToMockBank('ada@northwind.test');
    const first = renderScreen(<TwoFactorNudge where="payment" />);
    expect(screen.getByText(i18n._(TWO_FACTOR_NUDGE_TITLE))).toBeInTheDocument();
    expect(screen.getByText(/This payment goes with your password alone/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turn it on in Settings' })).toHaveAttribute(
      'href',
      '/app/settings',
    );

    await first.user.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByText(i18n._(TWO_FACTOR_NUDGE_TITLE))).toBeNull();
    first.unmount();
    renderScreen(<TwoFactorNudge where="account" />);
    expect(screen.queryByText(i18n._(TWO_FACTOR_NUDGE_TITLE))).toBeNull();
  });

  it('says nothing to someone who signs in with a code', async () => {
    await signInWithSecondFactor('grace@northwind.test');
    // Grace can pay too: only her second factor keeps the nudge away.
    const northwind = useSessionStore
      .getState()
      .userData.organization_accounts?.find((account) => account.ref === 'org_northwind');
    expect(northwind?.permissions).toContain('payments.create');
    renderScreen(<TwoFactorNudge where="account" />);
    expect(screen.queryByText(i18n._(TWO_FACTOR_NUDGE_TITLE))).toBeNull();
  });
});
