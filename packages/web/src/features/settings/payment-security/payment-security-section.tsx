import { Skeleton, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { formatDateTime } from '../../../lib/format-date';
import { SettingsSection } from '../settings-section';
import { usePaymentSecurity } from './use-payment-security';

/**
 * Whether the organization requires two-factor authentication of everyone who makes payments (rule SEC-12):
 * a switch for owners and admins, read-only with the reason for anyone else.
 */
export function PaymentSecuritySection() {
  const { t } = useLingui();
  const { policy, required, blocked, saving, setRequired } = usePaymentSecurity();
  const changedBy = policy.data?.updated_by?.name;
  const changedAt = policy.data ? formatDateTime(policy.data.updated_at) : '';
  const changed = changedBy
    ? required
      ? t`Turned on by ${changedBy}, ${changedAt}.`
      : t`Turned off by ${changedBy}, ${changedAt}.`
    : null;
  return (
    <SettingsSection
      id="payment-security"
      title={t`Payment security`}
      description={t`With two-factor authentication required, a stolen password alone cannot pay anyone: the bank refuses payments, bulk payments, standing orders and FX trades from anyone who signs in without a code.`}
    >
      {policy.isPending ? (
        <Skeleton height="8" aria-busy="true" aria-label={t`Loading the payment security`} />
      ) : policy.isError ? (
        <LoadErrorBanner
          title={t`The payment security could not be loaded.`}
          error={policy.error}
          onRetry={() => void policy.refetch()}
        />
      ) : (
        <>
          <Switch.Root
            checked={required}
            disabled={blocked !== null || saving}
            colorPalette="brand"
            onCheckedChange={(details) => setRequired(details.checked)}
          >
            <Switch.HiddenInput aria-describedby={blocked ? 'payment-security-blocked' : undefined} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>
              <Trans>Require two-factor authentication to make payments</Trans>
            </Switch.Label>
          </Switch.Root>
          {blocked ? (
            <Text fontSize="sm" color="fg.muted" id="payment-security-blocked">
              {blocked}
            </Text>
          ) : null}
          {changed ? (
            <Text fontSize="sm" color="fg.muted">
              {changed}
            </Text>
          ) : null}
        </>
      )}
    </SettingsSection>
  );
}
