import { Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, getErrorText } from '@portal/api-types';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { paths } from '../../config/paths';
import { type NewPasswordValues, newPasswordSchema } from '../../domains/security/password-rule';
import { loadCurrentUser } from '../../domains/session/current-user';
import { useSessionStore } from '../../domains/session/session-store';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { useForm } from '../../lib/use-form';
import { useSubmitLock } from '../../lib/use-submit-lock';
import { useSetupPasswordMutation } from './api/setup-password';
import { NewPasswordFields } from './new-password-fields';

/**
 * `/app/set-password?email=…&type=first-time-login`: the first password of a user whose password_setup_at is
 * null. Once set, the session's user has it, so the guard never sends the user back here.
 */
export function SetPasswordScreen() {
  const { t } = useLingui();
  const userData = useSessionStore((state) => state.userData);
  const setUserData = useSessionStore((state) => state.setUserData);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setup = useSetupPasswordMutation();
  const submitOnce = useSubmitLock();
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

  // Already set (a bookmarked or typed URL): nothing to do here.
  if (userData.password_setup_at && !setup.isPending && !setup.isSuccess) {
    return <Navigate to={paths.app.dashboard.getHref()} replace />;
  }

  const email = userData.email ?? params.get('email') ?? '';
  const goOn = () => navigate(paths.app.dashboard.getHref(), { replace: true });

  const onSubmit = handleSubmit(async (values) => {
    await submitOnce(() =>
      setup.mutateAsync(values, {
        onSuccess: (user) => {
          setUserData(user);
          goOn();
        },
        onError: async (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // Set meanwhile (another tab): take the server's user and go on.
            const user = await loadCurrentUser().catch(() => null);
            if (user) {
              setUserData(user);
              goOn();
            }
            return;
          }
          applyServerFieldErrors(error, setError, ['password', 'password_confirmation']);
        },
      }),
    );
  });
  const otherError =
    setup.isError && !(setup.error instanceof ApiError && [409, 422].includes(setup.error.status))
      ? getErrorText(setup.error)
      : null;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Set your password</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Choose the password for your first sign-in.</Trans>
        </Text>
      </Stack>
      <form noValidate aria-label={t`Set your password`} onSubmit={onSubmit}>
        <Stack gap="4">
          <TextInput label={t`Email`} type="email" autoComplete="username" value={email} readOnly />
          <NewPasswordFields register={register} errors={errors} password={password} />
          {otherError ? (
            <AlertBanner type="error">
              <Text whiteSpace="pre-line">{otherError}</Text>
            </AlertBanner>
          ) : null}
          <Button type="submit" loading={setup.isPending}>
            <Trans>Set password and continue</Trans>
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
