import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, getErrorText } from '@portal/api-types';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { paths } from '../../config/paths';
import { type NewPasswordValues, newPasswordSchema } from '../../domains/security/password-rule';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { useForm } from '../../lib/use-form';
import { useSubmitLock } from '../../lib/use-submit-lock';
import { useResetLinkQuery } from './api/check-reset-link';
import { useResetPasswordMutation } from './api/reset-password';
import { NewPasswordFields } from './new-password-fields';
import { useUrlToken } from './use-url-token';

export const INVALID_RESET_LINK_TEXT = msg`This password reset link is invalid or has expired. Please request a new one.`;
export const RESET_DONE_TEXT = msg`Your password has been reset. You can now sign in with your new password.`;

/** Choose a new password from an emailed link (`/reset-password?token=…`, the token leaves the URL at once). */
export function ResetPasswordScreen() {
  const { t } = useLingui();
  const { token } = useUrlToken();
  const link = useResetLinkQuery(token);
  const reset = useResetPasswordMutation();
  const submitOnce = useSubmitLock();
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token ? null : i18n._(INVALID_RESET_LINK_TEXT),
  );
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const password = watch('password');

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    await submitOnce(() =>
      reset.mutateAsync(
        { token, ...values },
        {
          onError: (error) => {
            const rest = applyServerFieldErrors(error, setError, ['password', 'password_confirmation']);
            if (rest.token) setLinkProblem(rest.token);
          },
        },
      ),
    );
  });

  // The link is checked before the form shows; a refusal at submit (it expired meanwhile) still says so.
  const linkRefusal = linkProblem ?? (link.isError ? getErrorText(link.error) : null);
  const otherError =
    reset.isError && !(reset.error instanceof ApiError && reset.error.status === 422)
      ? getErrorText(reset.error)
      : null;

  const email = link.data?.email;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Reset password</Trans>
        </Heading>
        <Text color="fg.muted">
          {link.data ? t`Choose a new password for ${email}.` : t`Choose a new password.`}
        </Text>
      </Stack>
      {reset.isSuccess ? (
        <Stack gap="4">
          <AlertBanner type="success" title={t`Password reset`}>
            {i18n._(RESET_DONE_TEXT)}
          </AlertBanner>
          <Link asChild color="brand.ink" fontWeight="semibold" alignSelf="flex-start">
            <RouterLink to={paths.login.getHref()} replace>
              <Trans>Sign in</Trans>
            </RouterLink>
          </Link>
        </Stack>
      ) : linkRefusal ? (
        <Stack gap="4">
          <AlertBanner type="error" title={t`This link cannot be used`}>
            {linkRefusal}
          </AlertBanner>
          <Link asChild color="brand.ink" fontWeight="semibold" alignSelf="flex-start">
            <RouterLink to={paths.forgetPassword.getHref()}>
              <Trans>Request a new link</Trans>
            </RouterLink>
          </Link>
        </Stack>
      ) : link.isPending ? (
        <LoadingScreen text={t`Checking your link...`} />
      ) : (
        <form noValidate aria-label={t`Reset password`} onSubmit={onSubmit}>
          <Stack gap="4">
            <NewPasswordFields register={register} errors={errors} password={password} />
            {otherError ? (
              <AlertBanner type="error">
                <Text whiteSpace="pre-line">{otherError}</Text>
              </AlertBanner>
            ) : null}
            <Button type="submit" loading={reset.isPending}>
              <Trans>Reset password</Trans>
            </Button>
          </Stack>
        </form>
      )}
      {reset.isSuccess ? null : (
        <Link asChild color="brand.ink" alignSelf="flex-start">
          <RouterLink to={paths.login.getHref()}>
            <Trans>Back to sign in</Trans>
          </RouterLink>
        </Link>
      )}
    </Stack>
  );
}
