import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { OTP_CODE_LENGTH, OtpCodeInput } from '../../components/ui/otp-code-input';
import { paths } from '../../config/paths';
import { attemptsWarning, describeRefusal } from '../../domains/security/lockout';
import { LockoutNotice } from '../../domains/security/lockout-notice';
import { useLockout } from '../../domains/security/use-lockout';
import { useSubmitLock } from '../../lib/use-submit-lock';
import { useVerifyTwoFactorCodeMutation } from './api/verify-two-factor-code';
import { readTwoFactorState, type TwoFactorRouteState } from './two-factor-state';

export const ENTER_CODE_TEXT = msg`Enter the 6-digit code.`;

/** The second sign-in step; without a pending challenge in router state it sends the visitor to login. */
export function TwoFactorVerificationScreen() {
  const location = useLocation();
  const pending = useMemo(() => readTwoFactorState(location.state), [location.state]);
  if (!pending) return <Navigate to={paths.login.getHref()} replace />;
  return <TwoFactorVerificationForm pending={pending} />;
}

function TwoFactorVerificationForm({ pending }: { pending: TwoFactorRouteState }) {
  const { t } = useLingui();
  const verify = useVerifyTwoFactorCodeMutation();
  const submitOnce = useSubmitLock();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  // The refused code stays (selected by the field) until the next one is typed; then its message goes.
  const [refusedCode, setRefusedCode] = useState<string | null>(null);
  const { secondsLeft, locked, noteRefusal } = useLockout();
  const refusal = verify.isError ? describeRefusal(verify.error) : null;
  // A refusal without attempts left or a wait: the challenge itself is over (expired or used).
  const challengeOver =
    refusal !== null && refusal.retryAfterSeconds === null && refusal.attemptsRemaining === null;
  const warning =
    refusal && !locked ? attemptsWarning(refusal.attemptsRemaining, 'two-factor-sign-in') : null;
  // A wrong code is said once, under the field; a lock or an ended challenge is about the sign-in: a banner.
  const codeRefused = refusal !== null && !locked && !challengeOver && refusedCode === code;
  const fieldError = incomplete ? i18n._(ENTER_CODE_TEXT) : codeRefused ? refusal.text : undefined;

  const submit = (value: string) => {
    if (value.length !== OTP_CODE_LENGTH) {
      setIncomplete(true);
      return;
    }
    if (locked) return;
    void submitOnce(() =>
      verify.mutateAsync(
        { challengeRef: pending.challenge.challenge_ref, code: value, keepSignedIn: pending.keepSignedIn },
        {
          onError: (error) => {
            setRefusedCode(value);
            noteRefusal(error);
          },
        },
      ),
    );
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Two-factor verification</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Enter the 6-digit code from your authenticator app.</Trans>
        </Text>
      </Stack>
      <form
        noValidate
        aria-label={t`Two-factor verification`}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit(code);
        }}
      >
        <Stack gap="4">
          <OtpCodeInput
            id="two-factor-code"
            value={code}
            autoFocus
            disabled={verify.isPending || locked || challengeOver}
            error={fieldError}
            onChange={(value) => {
              setIncomplete(false);
              setCode(value);
            }}
            onComplete={submit}
          />
          {refusal && locked ? (
            <LockoutNotice text={refusal.text} secondsLeft={secondsLeft} />
          ) : refusal && challengeOver ? (
            <AlertBanner type="error">
              <Text whiteSpace="pre-line">{refusal.text}</Text>
            </AlertBanner>
          ) : null}
          {warning ? <AlertBanner type="warning">{warning}</AlertBanner> : null}
          {challengeOver ? (
            <Button onClick={() => navigate(paths.login.getHref(), { replace: true })}>
              <Trans>Sign in again</Trans>
            </Button>
          ) : (
            <Button type="submit" loading={verify.isPending} disabled={locked}>
              <Trans>Verify</Trans>
            </Button>
          )}
          <Link asChild color="brand.ink" alignSelf="flex-start">
            <RouterLink to={paths.login.getHref()} replace>
              <Trans>Back to sign in</Trans>
            </RouterLink>
          </Link>
        </Stack>
      </form>
    </Stack>
  );
}
