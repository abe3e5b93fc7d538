import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { getErrorText } from '@portal/api-types';
import { type FormEvent, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { OTP_CODE_LENGTH, OtpCodeInput } from '../../components/ui/otp-code-input';
import { TextInput } from '../../components/ui/text-input';
import { TwoFactorSetupError, TwoFactorSetupPanel } from '../../components/ui/two-factor-setup-panel';
import { toastSuccess } from '../../lib/toast';
import { useSessionStore } from '../../stores/session-store';
import { useCompleteTwoFactorSetupMutation } from './api/complete-two-factor-setup';
import { useDisableTwoFactorMutation } from './api/disable-two-factor';
import { useStartTwoFactorSetupMutation } from './api/start-two-factor-setup';
import { SettingsSection } from './settings-section';

export const TWO_FACTOR_ON_TEXT = 'Two-factor authentication is on.';
export const TWO_FACTOR_OFF_TEXT = 'Two-factor authentication is off.';

/** Status of 2FA, its setup (start → QR and secret → confirm with a code) and disabling it. */
export function TwoFactorSection() {
  const enabled = useSessionStore((state) => state.userData.two_factor_enabled === true);
  const start = useStartTwoFactorSetupMutation();
  const complete = useCompleteTwoFactorSetupMutation();
  const [disableOpen, setDisableOpen] = useState(false);

  const setEnabled = (value: boolean) => {
    const { userData, setUserData } = useSessionStore.getState();
    setUserData({ ...userData, two_factor_enabled: value });
  };

  return (
    <SettingsSection
      id="two-factor"
      title="Two-factor authentication"
      description="A code from an authenticator app on your phone, asked at each sign-in and for payments and FX trades."
    >
      <HStack gap="2">
        <Text fontWeight="medium">Status:</Text>
        <Badge colorPalette={enabled ? 'green' : 'gray'} size="lg" data-testid="two-factor-status">
          {enabled ? 'On' : 'Off'}
        </Badge>
      </HStack>
      {enabled ? (
        <Stack gap="3" align="flex-start">
          <Text>Sign-ins ask for a code from your authenticator app.</Text>
          <Button variant="outline" onClick={() => setDisableOpen(true)}>
            Turn off two-factor authentication
          </Button>
        </Stack>
      ) : start.isSuccess ? (
        <TwoFactorSetupPanel
          setup={start.data}
          confirming={complete.isPending}
          error={complete.error ?? undefined}
          onConfirm={(code) =>
            complete.mutate(code, {
              onSuccess: () => {
                setEnabled(true);
                start.reset();
                complete.reset();
                toastSuccess(TWO_FACTOR_ON_TEXT);
              },
            })
          }
          onCancel={() => {
            start.reset();
            complete.reset();
          }}
        />
      ) : (
        <Stack gap="3" align="flex-start">
          <Text>Add a second step to your sign-in to protect your account.</Text>
          {start.isError ? <TwoFactorSetupError error={start.error} /> : null}
          <Button loading={start.isPending} onClick={() => start.mutate()}>
            Set up two-factor authentication
          </Button>
        </Stack>
      )}
      <DisableTwoFactorDialog
        open={disableOpen}
        onClose={() => setDisableOpen(false)}
        onDisabled={() => {
          setDisableOpen(false);
          setEnabled(false);
          toastSuccess(TWO_FACTOR_OFF_TEXT);
        }}
      />
    </SettingsSection>
  );
}

function DisableTwoFactorDialog({
  open,
  onClose,
  onDisabled,
}: {
  open: boolean;
  onClose: () => void;
  onDisabled: () => void;
}) {
  const disable = useDisableTwoFactorMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<{ password?: string; code?: string }>({});

  const close = () => {
    if (disable.isPending) return;
    setPassword('');
    setCode('');
    setMissing({});
    disable.reset();
    onClose();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const problems = {
      password: password ? undefined : 'Enter your password.',
      code: code.length === OTP_CODE_LENGTH ? undefined : 'Enter the 6-digit code.',
    };
    setMissing(problems);
    if (problems.password || problems.code || disable.isPending) return;
    disable.mutate(
      { password, code },
      {
        onSuccess: () => {
          setPassword('');
          setCode('');
          disable.reset();
          onDisabled();
        },
        onError: () => setCode(''),
      },
    );
  };

  return (
    <Modal open={open} onClose={close} type="other" title="Turn off two-factor authentication" hideFooter>
      <form noValidate aria-label="Turn off two-factor authentication" onSubmit={submit}>
        <Stack gap="4" pb="2">
          <Text>To turn it off, confirm with your password and a current code from your app.</Text>
          <TextInput
            label="Password"
            type="password"
            name="disable-password"
            autoComplete="current-password"
            required
            value={password}
            error={missing.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <OtpCodeInput
            id="disable-two-factor-code"
            value={code}
            error={missing.code}
            onChange={setCode}
            disabled={disable.isPending}
          />
          {disable.isError ? (
            <AlertBanner type="error">
              <Text whiteSpace="pre-line">{getErrorText(disable.error)}</Text>
            </AlertBanner>
          ) : null}
          <HStack gap="3" justify="flex-end" wrap="wrap">
            <Button variant="outline" onClick={close} disabled={disable.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={disable.isPending}>
              Turn off
            </Button>
          </HStack>
        </Stack>
      </form>
    </Modal>
  );
}
