import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { paths } from '../../config/paths';
import { deferredResolver } from '../../lib/deferred-resolver';
import { useForm } from '../../lib/use-form';
import { useSubmitLock } from '../../lib/use-submit-lock';
import { useForgotPasswordMutation } from './api/forgot-password';
import type { ForgotPasswordValues } from './forgot-password-schema';

/** The one confirmation, whether or not the address belongs to an account (no user enumeration). */
export const FORGOT_CONFIRMATION_TITLE = msg`Check your email`;
export const FORGOT_CONFIRMATION_TEXT = msg`If an account exists for that address, we have sent it a link to reset your password. The link is valid for 60 minutes.`;

// The form's schema and zod come after the first paint.
const forgotForm = deferredResolver(
  async () => (await import('./forgot-password-schema')).forgotPasswordResolver,
);

export function ForgetPasswordScreen() {
  const { t } = useLingui();
  const forgot = useForgotPasswordMutation();
  const submitOnce = useSubmitLock();
  useEffect(forgotForm.loadWhenIdle, []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: forgotForm.resolver,
    defaultValues: { email: '' },
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Forgot password</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>We will email you a link to reset your password.</Trans>
        </Text>
      </Stack>
      {forgot.isSuccess ? (
        <AlertBanner type="success" title={i18n._(FORGOT_CONFIRMATION_TITLE)}>
          {i18n._(FORGOT_CONFIRMATION_TEXT)}
        </AlertBanner>
      ) : (
        <form
          noValidate
          aria-label={t`Forgot password`}
          onSubmit={handleSubmit(async (values) => {
            await submitOnce(() => forgot.mutateAsync(values.email));
          })}
        >
          <Stack gap="4">
            <TextInput
              label={t`Email`}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            {forgot.isError ? (
              <AlertBanner type="error">
                <Text whiteSpace="pre-line">{getErrorText(forgot.error)}</Text>
              </AlertBanner>
            ) : null}
            <Button type="submit" loading={forgot.isPending}>
              <Trans>Send reset link</Trans>
            </Button>
          </Stack>
        </form>
      )}
      <Link asChild color="brand.ink" alignSelf="flex-start">
        <RouterLink to={paths.login.getHref()}>
          <Trans>Back to sign in</Trans>
        </RouterLink>
      </Link>
    </Stack>
  );
}
