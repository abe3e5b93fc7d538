import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { TwoFactorSetupError, TwoFactorSetupPanel } from '../../domains/security/two-factor-setup-panel';
import type { SignInAnswer } from './complete-sign-in';
import { useTwoFactorOffer } from './use-two-factor-offer';

/** The password is set and the user signed in: an offer to set up 2FA before going on to the portal. */
export function TwoFactorOffer({ accepted }: { accepted: SignInAnswer }) {
  const { t } = useLingui();
  const { start, complete, finish, signIn, startSetup } = useTwoFactorOffer(accepted);
  const continueButton = (label: string, variant: 'primary' | 'outline') => (
    <Button variant={variant} loading={finish.isPending} disabled={start.isPending} onClick={signIn}>
      {label}
    </Button>
  );

  return (
    <Stack gap="5">
      <AlertBanner type="success" title={t`Your password is set`}>
        <Trans>Welcome aboard. You are signed in.</Trans>
      </AlertBanner>
      <Heading as="h2" size="lg">
        <Trans>Two-factor authentication</Trans>
      </Heading>
      {complete.isSuccess ? (
        <Stack gap="4">
          <AlertBanner type="success">
            <Trans>Two-factor authentication is on. Sign-ins will ask for a code from your app.</Trans>
          </AlertBanner>
          {continueButton(t`Continue to the portal`, 'primary')}
        </Stack>
      ) : start.isSuccess ? (
        <TwoFactorSetupPanel
          setup={start.data}
          onConfirm={(code) => complete.mutateAsync(code)}
          confirming={complete.isPending}
          error={complete.error ?? undefined}
          onCancel={signIn}
          cancelText={t`Skip for now`}
        />
      ) : (
        <Stack gap="4">
          <Text>
            <Trans>
              Protect your account with a code from an authenticator app each time you sign in. You can also
              set it up later in Settings.
            </Trans>
          </Text>
          {start.isError ? <TwoFactorSetupError error={start.error} /> : null}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button loading={start.isPending} disabled={finish.isPending} onClick={startSetup}>
              <Trans>Set up two-factor authentication</Trans>
            </Button>
            {continueButton(t`Skip for now`, 'outline')}
          </Stack>
        </Stack>
      )}
      {finish.isError ? (
        <AlertBanner type="error">
          <Text whiteSpace="pre-line">{getErrorText(finish.error)}</Text>
        </AlertBanner>
      ) : null}
    </Stack>
  );
}
