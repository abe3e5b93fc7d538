import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { OTP_CODE_LENGTH, OtpCodeInput } from '../../components/ui/otp-code-input';
import { TextInput } from '../../components/ui/text-input';
import { attemptsWarning, describeRefusal, isRateLimited } from '../../domains/security/lockout';
import { LockoutNotice } from '../../domains/security/lockout-notice';
import { useLockout } from '../../domains/security/use-lockout';
import { useSubmitLock } from '../../lib/use-submit-lock';
import { useDisableTwoFactorMutation } from './api/disable-two-factor';

/**
 * POST /auth/2fa/disable with the password and a current code. Failures count towards the bank's lock:
 * a warning when few attempts are left, then the 429's wait counting down (kept while the dialog is closed).
 */
export function DisableTwoFactorDialog({
  open,
  onClose,
  onDisabled,
}: {
  open: boolean;
  onClose: () => void;
  onDisabled: () => void;
}) {
  const { t } = useLingui();
  const disable = useDisableTwoFactorMutation();
  // Outlives closing the dialog (which resets the mutation) until the wait has passed.
  const { lockout, secondsLeft, locked, noteRefusal, clear } = useLockout();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<{ password?: string; code?: string }>({});
  // `disable.isPending` is from the last render: two submits before the next one would both pass it.
  const submitOnce = useSubmitLock();

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
      password: password ? undefined : t`Enter your password.`,
      code: code.length === OTP_CODE_LENGTH ? undefined : t`Enter the 6-digit code.`,
    };
    setMissing(problems);
    if (problems.password || problems.code || disable.isPending || locked) return;
    void submitOnce(() =>
      disable.mutateAsync(
        { password, code },
        {
          onSuccess: () => {
            setPassword('');
            setCode('');
            clear();
            disable.reset();
            onDisabled();
          },
          onError: (error) => {
            setCode('');
            noteRefusal(error);
          },
        },
      ),
    );
  };
  const refusal = disable.isError ? describeRefusal(disable.error) : null;
  // A 429 with its wait is the lock notice below.
  const rateLimited = isRateLimited(disable.error);
  const warning =
    refusal && !rateLimited ? attemptsWarning(refusal.attemptsRemaining, 'disable-two-factor') : null;

  return (
    <Modal open={open} onClose={close} type="other" title={t`Turn off two-factor authentication`} hideFooter>
      <form noValidate aria-label={t`Turn off two-factor authentication`} onSubmit={submit}>
        <Stack gap="4" pb="2">
          <Text>
            <Trans>To turn it off, confirm with your password and a current code from your app.</Trans>
          </Text>
          <TextInput
            label={t`Password`}
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
          {refusal && !(rateLimited && lockout) ? (
            <AlertBanner type="error">
              <Text whiteSpace="pre-line">{refusal.text}</Text>
            </AlertBanner>
          ) : null}
          {warning ? <AlertBanner type="warning">{warning}</AlertBanner> : null}
          {lockout ? (
            <LockoutNotice text={lockout.text} secondsLeft={secondsLeft} again="disable-two-factor" />
          ) : null}
          <HStack gap="3" justify="flex-end" wrap="wrap">
            <Button variant="outline" onClick={close} disabled={disable.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="danger" loading={disable.isPending} disabled={locked}>
              <Trans>Turn off</Trans>
            </Button>
          </HStack>
        </Stack>
      </form>
    </Modal>
  );
}
