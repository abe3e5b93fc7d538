import { Checkbox, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, getFieldErrors } from '@portal/api-types';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { paths } from '../../config/paths';
import { formatDuration } from '../../lib/format-duration';
import { useSubmitLock } from '../../lib/use-submit-lock';
import { type LoginValues, loginSchema } from './login-schema';
import { attemptsWarning, describeSignInError } from './sign-in-errors';
import { useCountdown } from './use-countdown';
import { useSignIn } from './use-sign-in';

interface Lock {
  deadline: number;
  email: string;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Sign in with email and password. Server refusals show with the spec's error-text rule; a warning appears
 * when few attempts are left, and a 429 lock shows the time to wait (and blocks that address meanwhile).
 */
export function LoginScreen() {
  const signIn = useSignIn();
  const submitOnce = useSubmitLock();
  const [lock, setLock] = useState<Lock | null>(null);
  const secondsLeft = useCountdown(lock?.deadline ?? null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', keepSignedIn: false },
  });
  const email = watch('email');
  const locked = lock !== null && secondsLeft > 0 && sameEmail(lock.email, email);
  const refusal = signIn.isError ? describeSignInError(signIn.error) : null;
  const lockedRefusal = refusal?.retryAfterSeconds != null;
  const warning = refusal && !lockedRefusal ? attemptsWarning(refusal.attemptsRemaining) : null;

  const onSubmit = handleSubmit(async (values) => {
    if (locked) return;
    await submitOnce(() =>
      signIn.mutateAsync(values, {
        onError: (error) => {
          const { retryAfterSeconds } = describeSignInError(error);
          setLock(
            retryAfterSeconds
              ? { deadline: Date.now() + retryAfterSeconds * 1000, email: values.email }
              : null,
          );
          if (error instanceof ApiError && error.status === 422) {
            const fields = getFieldErrors(error);
            if (fields.email) setError('email', { message: fields.email });
            if (fields.password) setError('password', { message: fields.password });
          }
        },
      }),
    );
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Sign in
        </Heading>
        <Text color="fg.muted">Welcome back to Northwind business banking.</Text>
      </Stack>
      <form noValidate aria-label="Sign in" onSubmit={onSubmit}>
        <Stack gap="4">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <Controller
            control={control}
            name="keepSignedIn"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>Keep me signed in</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {refusal && lockedRefusal ? (
            locked ? (
              <AlertBanner type="error" title={refusal.text}>
                <Text>
                  You can try again in{' '}
                  <Text as="span" role="timer" fontWeight="semibold" data-testid="lockout-wait">
                    {formatDuration(secondsLeft)}
                  </Text>
                  .
                </Text>
              </AlertBanner>
            ) : lock !== null && sameEmail(lock.email, email) ? (
              <AlertBanner type="info">You can try to sign in again now.</AlertBanner>
            ) : null
          ) : refusal ? (
            <AlertBanner type="error">
              <Text whiteSpace="pre-line">{refusal.text}</Text>
            </AlertBanner>
          ) : null}
          {warning ? (
            <AlertBanner type="warning" title="Account about to be locked">
              {warning}
            </AlertBanner>
          ) : null}
          <Button type="submit" loading={signIn.isPending} disabled={locked}>
            Sign in
          </Button>
          <Link asChild color="brand.600" alignSelf="flex-start">
            <RouterLink to={paths.forgetPassword.getHref()}>Forgot password?</RouterLink>
          </Link>
        </Stack>
      </form>
    </Stack>
  );
}
