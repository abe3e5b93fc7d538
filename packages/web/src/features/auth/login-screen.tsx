import { chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, getFieldErrors } from '@portal/api-types';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { paths } from '../../config/paths';
import { attemptsWarning, describeRefusal } from '../../domains/security/lockout';
import { LockoutNotice } from '../../domains/security/lockout-notice';
import { useLockout } from '../../domains/security/use-lockout';
import { useSignedInHomePreload } from '../../domains/session/signed-in-home-preload';
import { whenIdle } from '../../lib/deferred-module';
import { deferredResolver } from '../../lib/deferred-resolver';
import { useForm } from '../../lib/use-form';
import { useSubmitLock } from '../../lib/use-submit-lock';
import type { LoginValues } from './login-schema';
import { useSignIn } from './use-sign-in';
import { warmUpAntiForgery } from './warm-up-anti-forgery';

// The form's schema and zod come after the first paint.
const loginForm = deferredResolver(async () => (await import('./login-schema')).loginResolver);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Sign in with email and password. Server refusals show their text (rule API-04); a warning appears
 * when few attempts are left, and a 429 lock shows the time to wait (and blocks that address meanwhile).
 */
export function LoginScreen() {
  const { t } = useLingui();
  const signIn = useSignIn();
  const submitOnce = useSubmitLock();
  useEffect(warmUpAntiForgery, []);
  useEffect(loginForm.loadWhenIdle, []);
  // The dashboard's code while the form is filled in: evaluated before the click, the session's first
  // requests leave and its first render starts the moment the bank answers.
  const preload = useSignedInHomePreload();
  useEffect(() => whenIdle(preload.code), [preload]);
  const { lockout, secondsLeft, noteRefusal } = useLockout();
  // The address the lock is for: another one may still try.
  const [lockedEmail, setLockedEmail] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: loginForm.resolver,
    defaultValues: { email: '', password: '', keepSignedIn: false },
  });
  const email = watch('email');
  const lockedHere = lockout !== null && sameEmail(lockedEmail, email);
  const locked = lockedHere && secondsLeft > 0;
  const refusal = signIn.error === null ? null : describeRefusal(signIn.error);
  const lockedRefusal = refusal?.retryAfterSeconds != null;
  const warning = refusal && !lockedRefusal ? attemptsWarning(refusal.attemptsRemaining, 'sign-in') : null;

  const onSubmit = handleSubmit(async (values) => {
    if (locked) return;
    await submitOnce(async () => {
      try {
        await signIn.submit(values);
      } catch (error) {
        noteRefusal(error);
        setLockedEmail(values.email);
        if (error instanceof ApiError && error.status === 422) {
          const fields = getFieldErrors(error);
          if (fields.email) setError('email', { message: fields.email });
          if (fields.password) setError('password', { message: fields.password });
        }
      }
    });
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Sign in</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Welcome back to Northwind business banking.</Trans>
        </Text>
      </Stack>
      <form noValidate aria-label={t`Sign in`} onSubmit={onSubmit}>
        <Stack gap="4">
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="username"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          {/* The browser's own checkbox in the brand colour: the sign-in route carries no checkbox machine. */}
          <chakra.label
            display="inline-flex"
            alignItems="center"
            gap="2"
            alignSelf="flex-start"
            cursor="pointer"
          >
            <chakra.input
              type="checkbox"
              boxSize="4"
              accentColor="brand.solid"
              {...register('keepSignedIn')}
            />
            <Trans>Keep me signed in</Trans>
          </chakra.label>
          {refusal && lockedRefusal ? (
            lockedHere ? (
              <LockoutNotice text={refusal.text} secondsLeft={secondsLeft} again="sign-in" />
            ) : null
          ) : refusal ? (
            <AlertBanner type="error">
              <Text whiteSpace="pre-line">{refusal.text}</Text>
            </AlertBanner>
          ) : null}
          {warning ? (
            <AlertBanner type="warning" title={t`Account about to be locked`}>
              {warning}
            </AlertBanner>
          ) : null}
          <Button type="submit" loading={signIn.isPending} disabled={locked}>
            <Trans>Sign in</Trans>
          </Button>
          <Link asChild color="brand.ink" alignSelf="flex-start">
            <RouterLink to={paths.forgetPassword.getHref()}>
              <Trans>Forgot password?</Trans>
            </RouterLink>
          </Link>
        </Stack>
      </form>
    </Stack>
  );
}
