import { Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { paths } from '../../config/paths';
import { useRepeatPayment } from './use-repeat-payment';

/** Between "Repeat this payment" and the pre-filled amount step: a moment of loading, or why it cannot. */
export function RepeatPaymentScreen() {
  const { error } = useRepeatPayment();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        <Trans>Repeat a payment</Trans>
      </Heading>
      {error ? (
        <>
          <AlertBanner type="error">{error}</AlertBanner>
          <Link asChild>
            <RouterLink to={paths.app.newPayment.recipient.getHref()}>
              <Trans>Start a new payment</Trans>
            </RouterLink>
          </Link>
        </>
      ) : (
        <HStack gap="3" role="status">
          <Spinner size="sm" />
          <Text>
            <Trans>Preparing the payment…</Trans>
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
