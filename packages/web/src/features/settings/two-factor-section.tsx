import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { describeRefusal, isRateLimited } from '../../domains/security/lockout';
import {
  useCompleteTwoFactorSetupMutation,
  useStartTwoFactorSetupMutation,
} from '../../domains/security/two-factor-setup';
import { TwoFactorSetupError, TwoFactorSetupPanel } from '../../domains/security/two-factor-setup-panel';
import { useSessionStore } from '../../domains/session/session-store';
import { toastSuccess } from '../../lib/toast';
import { useSubmitLock } from '../../lib/use-submit-lock';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { SettingsSection } from './settings-section';
import { setupAttemptsWarning } from './setup-attempts-warning';

export const TWO_FACTOR_ON_TEXT = msg`Two-factor authentication is on.`;
export const TWO_FACTOR_OFF_TEXT = msg`Two-factor authentication is off.`;
export const SETUP_DISCARDED_TEXT = msg`The key and QR code shown before no longer work. Set up two-factor authentication again to get new ones.`;

/**
 * Status of 2FA, its setup (start → QR and secret → confirm with a code) and disabling it. Too many wrong
 * setup codes make the bank discard the pending secret (429): the panel then goes back to its start, so no
 * dead key stays on screen, with the server's message.
 */
export function TwoFactorSection() {
  const { t, i18n } = useLingui();
  const enabled = useSessionStore((state) => state.userData.two_factor_enabled === true);
  const start = useStartTwoFactorSetupMutation();
  const complete = useCompleteTwoFactorSetupMutation();
  const [disableOpen, setDisableOpen] = useState(false);
  // A double click on "Set up" would start two setups, each with its own secret, the first shown dead.
  const startOnce = useSubmitLock();
  // The 429 that ended the last setup, shown at the start step until a new setup begins.
  const [setupDiscarded, setSetupDiscarded] = useState<string | null>(null);
  const setupWarning =
    complete.isError && !isRateLimited(complete.error)
      ? setupAttemptsWarning(describeRefusal(complete.error).attemptsRemaining)
      : null;

  const setEnabled = (value: boolean) => {
    const { userData, setUserData } = useSessionStore.getState();
    setUserData({ ...userData, two_factor_enabled: value });
  };

  return (
    <SettingsSection
      id="two-factor"
      title={t`Two-factor authentication`}
      description={t`A code from an authenticator app on your phone, asked at each sign-in and for payments and FX trades.`}
    >
      <HStack gap="2">
        <Text fontWeight="medium">
          <Trans>Status:</Trans>
        </Text>
        <Badge colorPalette={enabled ? 'green' : 'gray'} size="lg" data-testid="two-factor-status">
          {enabled ? t`On` : t`Off`}
        </Badge>
      </HStack>
      {enabled ? (
        <Stack gap="3" align="flex-start">
          <Text>
            <Trans>Sign-ins ask for a code from your authenticator app.</Trans>
          </Text>
          <Button variant="outline" onClick={() => setDisableOpen(true)}>
            <Trans>Turn off two-factor authentication</Trans>
          </Button>
        </Stack>
      ) : start.isSuccess ? (
        <Stack gap="4">
          <TwoFactorSetupPanel
            setup={start.data}
            confirming={complete.isPending}
            error={complete.error ?? undefined}
            onConfirm={(code) =>
              complete.mutateAsync(code, {
                onSuccess: () => {
                  setEnabled(true);
                  start.reset();
                  complete.reset();
                  toastSuccess(i18n._(TWO_FACTOR_ON_TEXT));
                },
                onError: (error) => {
                  if (!isRateLimited(error)) return;
                  // The secret is gone at the bank: drop it here too and start over.
                  setSetupDiscarded(describeRefusal(error).text);
                  start.reset();
                  complete.reset();
                },
              })
            }
            onCancel={() => {
              start.reset();
              complete.reset();
            }}
          />
          {setupWarning ? <AlertBanner type="warning">{setupWarning}</AlertBanner> : null}
        </Stack>
      ) : (
        <Stack gap="3" align="flex-start">
          <Text>
            <Trans>Add a second step to your sign-in to protect your account.</Trans>
          </Text>
          {start.isError ? <TwoFactorSetupError error={start.error} /> : null}
          {setupDiscarded ? (
            <AlertBanner type="error" title={setupDiscarded}>
              {i18n._(SETUP_DISCARDED_TEXT)}
            </AlertBanner>
          ) : null}
          <Button
            loading={start.isPending}
            onClick={() =>
              void startOnce(() => {
                setSetupDiscarded(null);
                return start.mutateAsync();
              })
            }
          >
            <Trans>Set up two-factor authentication</Trans>
          </Button>
        </Stack>
      )}
      <DisableTwoFactorDialog
        open={disableOpen}
        onClose={() => setDisableOpen(false)}
        onDisabled={() => {
          setDisableOpen(false);
          setEnabled(false);
          toastSuccess(i18n._(TWO_FACTOR_OFF_TEXT));
        }}
      />
    </SettingsSection>
  );
}
