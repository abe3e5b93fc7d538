import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { getErrorText, unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityPolicyKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import { useCurrentAccountRef } from '../../../domains/session/current-account';
import { useSecurityPolicyQuery } from '../../../domains/session/security-policy';
import { useSessionStore } from '../../../domains/session/session-store';
import { usePermission } from '../../../domains/session/use-permission';
import { toastError, toastSuccess } from '../../../lib/toast';

export const REQUIRED_ON_TEXT = msg`Two-factor authentication is now required to make payments.`;
export const REQUIRED_OFF_TEXT = msg`Two-factor authentication is no longer required to make payments.`;
export const OWN_TWO_FACTOR_FIRST = msg`Turn on two-factor authentication for yourself before requiring it of others.`;

/**
 * The organization's payment security (rule SEC-12): whether everyone who makes payments must use two-factor
 * authentication. Owners and admins change it; one without 2FA of their own cannot turn it on (the bank would
 * refuse: they would lock themselves out of paying). `blocked` says why the switch cannot be used.
 */
export function usePaymentSecurity() {
  const account = useCurrentAccountRef();
  const queryClient = useQueryClient();
  const policy = useSecurityPolicyQuery(account);
  const manage = usePermission('policies.manage');
  const ownTwoFactor = useSessionStore((s) => s.userData.two_factor_enabled === true);
  const required = policy.data?.require_two_factor_for_payments === true;
  const change = useMutation({
    mutationFn: async (on: boolean) =>
      (
        await unwrap(
          apiClient.PUT('/accounts/{account}/security-policy', {
            params: { path: { account } },
            body: { require_two_factor_for_payments: on },
          }),
        )
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(securityPolicyKeys.detail(account), saved);
      toastSuccess(i18n._(saved.require_two_factor_for_payments ? REQUIRED_ON_TEXT : REQUIRED_OFF_TEXT));
    },
    onError: (error) => toastError(getErrorText(error)),
  });
  const blocked = !manage.allowed
    ? (manage.reason ?? null)
    : !required && !ownTwoFactor
      ? i18n._(OWN_TWO_FACTOR_FIRST)
      : null;
  return { policy, required, blocked, saving: change.isPending, setRequired: change.mutate };
}
