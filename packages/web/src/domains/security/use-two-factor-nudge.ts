import { useState } from 'react';
import { useCurrentAccountRef } from '../session/current-account';
import { useSecurityPolicyQuery } from '../session/security-policy';
import { useSessionStore } from '../session/session-store';
import { usePermission } from '../session/use-permission';

// Dismissed for this tab's session, by user: a reminder, not a secret (the next sign-in on the tab shows it again
// only for someone else).
const DISMISSED_KEY = 'portal.twoFactorNudge.dismissedBy';

function dismissedBy(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(DISMISSED_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether to nudge the signed-in user to turn on two-factor authentication: they can move money
 * (`payments.create`) with their password alone. `dismiss` hides it for the rest of this tab's session. When
 * their organization requires it of payers (`required`, rule SEC-12) the bank refuses their payments: the
 * nudge is then a requirement, shown until they turn it on.
 */
export function useTwoFactorNudge(): { shown: boolean; required: boolean; dismiss: () => void } {
  const twoFactorOn = useSessionStore((s) => s.userData.two_factor_enabled === true);
  const userRef = useSessionStore((s) => s.userRef);
  const canPay = usePermission('payments.create').allowed;
  const account = useCurrentAccountRef();
  const [dismissed, setDismissed] = useState(() => dismissedBy());
  const needsIt = canPay && !twoFactorOn && userRef !== '';
  // Asked only of someone it concerns: a payer without two-factor authentication.
  const policy = useSecurityPolicyQuery(needsIt ? account : '');
  const required = needsIt && policy.data?.require_two_factor_for_payments === true;
  return {
    shown: required || (needsIt && dismissed !== userRef),
    required,
    dismiss: () => {
      setDismissed(userRef);
      try {
        globalThis.sessionStorage?.setItem(DISMISSED_KEY, userRef);
      } catch {
        // Storage blocked: hidden for this page only.
      }
    },
  };
}
