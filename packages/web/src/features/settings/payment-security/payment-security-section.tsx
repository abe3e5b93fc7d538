import { Skeleton, Switch, Text } from '@chakra-ui/react';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { formatDateTime } from '../../../lib/format-date';
import { SettingsSection } from '../settings-section';
import { usePaymentSecurity } from './use-payment-security';

/**
 * Whether the organization requires two-factor authentication of everyone who makes payments (rule SEC-12):
 * a switch for owners and admins, read-only with the reason for anyone else.
 */
export function PaymentSecuritySection() {
  const { policy, required, blocked, saving, setRequired } = usePaymentSecurity();
  const changed = policy.data?.updated_by
    ? `${required ? 'Turned on' : 'Turned off'} by ${policy.data.updated_by.name}, ${formatDateTime(policy.data.updated_at)}.`
    : null;
  return (
    <SettingsSection
      id="payment-security"
      title="Payment security"
      description="With two-factor authentication required, a stolen password alone cannot pay anyone: the bank refuses payments, bulk payments, standing orders and FX trades from anyone who signs in without a code."
    >
      {policy.isPending ? (
        <Skeleton height="8" aria-busy="true" aria-label="Loading the payment security" />
      ) : policy.isError ? (
        <LoadErrorBanner
          title="The payment security could not be loaded."
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
            <Switch.Label>Require two-factor authentication to make payments</Switch.Label>
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
