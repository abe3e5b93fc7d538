import { Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, getErrorText } from '@portal/api-types';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';

/** The 409 of a caller without two-factor authentication: approving is always signed (rule APR-26). */
function needsTwoFactor(error: unknown): boolean {
  return error instanceof ApiError && error.body?.code === 'two_factor_required';
}

/** Why a decision could not even start (no 2FA, the request moved on), with the way out and Dismiss. */
export function DecisionBlockedBanner({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  const { t } = useLingui();
  return (
    <AlertBanner
      type="error"
      title={needsTwoFactor(error) ? t`Turn on two-factor authentication to approve` : t`Not possible`}
    >
      <Stack gap="2" align="start">
        <Text>{getErrorText(error)}</Text>
        {needsTwoFactor(error) ? (
          <Link asChild color="brand.ink" fontWeight="medium">
            <RouterLink to={paths.app.settings.getHref()}>
              <Trans>Turn it on in Settings</Trans>
            </RouterLink>
          </Link>
        ) : null}
        <Button size="small" variant="outline" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </Button>
      </Stack>
    </AlertBanner>
  );
}
