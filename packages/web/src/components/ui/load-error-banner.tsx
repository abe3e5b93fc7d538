import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { AlertBanner } from './alert-banner';
import { Button } from './button';

export interface LoadErrorBannerProps {
  /** What could not be loaded ("The transactions could not be loaded."). */
  title: string;
  /** The load's error, shown in the bank's words. */
  error: unknown;
  /** Says why in other words than the error's own (a part's code that did not load). */
  why?: string;
  /** Loads again (usually the query's refetch). */
  onRetry: () => void;
}

/** A failed load: what failed, why, and a way to try again. */
export function LoadErrorBanner({ title, error, why, onRetry }: LoadErrorBannerProps) {
  return (
    <AlertBanner type="error" title={title}>
      <Stack gap="2" align="start">
        <Text>{why ?? getErrorText(error)}</Text>
        <Button size="small" variant="outline" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </AlertBanner>
  );
}
