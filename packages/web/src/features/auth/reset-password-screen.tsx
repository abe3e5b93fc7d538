import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
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

export const INVALID_RESET_LINK_TEXT =
  'This password reset link is invalid or has expired. Please request a new one.';
export const RESET_DONE_TEXT = 'Your password has been reset. You can now sign in with your new password.';

/** Choose a new password from an emailed link (`/reset-password?token=…`, the token leaves the URL at once). */
export function ResetPasswordScreen() {
  const { token } = useUrlToken();
  const link = useResetLinkQuery(token);
  const reset = useResetPasswordMutation();
  const submitOnce = useSubmitLock();
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : INVALID_RESET_LINK_TEXT);
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

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Reset password
        </Heading>
        <Text color="fg.muted">
          {link.data ? `Choose a new password for ${link.data.email}.` : 'Choose a new password.'}
        </Text>
      </Stack>
      {reset.isSuccess ? (
        <Stack gap="4">
          <AlertBanner type="success" title="Password reset">
            {RESET_DONE_TEXT}
          </AlertBanner>
          <Link asChild color="brand.ink" fontWeight="semibold" alignSelf="flex-start">
            <RouterLink to={paths.login.getHref()} replace>
              Sign in
            </RouterLink>
          </Link>
        </Stack>
      ) : linkRefusal ? (
        <Stack gap="4">
          <AlertBanner type="error" title="This link cannot be used">
            {linkRefusal}
          </AlertBanner>
          <Link asChild color="brand.ink" fontWeight="semibold" alignSelf="flex-start">
            <RouterLink to={paths.forgetPassword.getHref()}>Request a new link</RouterLink>
          </Link>
        </Stack>
      ) : link.isPending ? (
        <LoadingScreen text="Checking your link..." />
      ) : (
        <form noValidate aria-label="Reset password" onSubmit={onSubmit}>
          <Stack gap="4">
            <NewPasswordFields register={register} errors={errors} password={password} />
            {otherError ? (
              <AlertBanner type="error">
                <Text whiteSpace="pre-line">{otherError}</Text>
              </AlertBanner>
            ) : null}
            <Button type="submit" loading={reset.isPending}>
              Reset password
            </Button>
          </Stack>
        </form>
      )}
      {reset.isSuccess ? null : (
        <Link asChild color="brand.ink" alignSelf="flex-start">
          <RouterLink to={paths.login.getHref()}>Back to sign in</RouterLink>
        </Link>
      )}
    </Stack>
  );
}
