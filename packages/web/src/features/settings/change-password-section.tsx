import { Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@portal/api-types';
import { z } from 'zod';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { attemptsWarning, describeRefusal, isRateLimited } from '../../domains/security/lockout';
import { LockoutNotice } from '../../domains/security/lockout-notice';
import { PasswordChecklist } from '../../domains/security/password-checklist';
import { confirmationMatches, newPasswordFields } from '../../domains/security/password-rule';
import { useLockout } from '../../domains/security/use-lockout';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { zodMessage } from '../../lib/i18n/zod-message';
import { toastSuccess } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import { useChangePasswordMutation } from './api/change-password';
import { SettingsSection } from './settings-section';

export const PASSWORD_CHANGED_TEXT = msg`Your password has been changed.`;

const changePasswordSchema = z
  .object({
    current_password: z
      .string()
      .min(1, zodMessage(msg`Enter your current password.`))
      .max(128, zodMessage(msg`Password is too long.`)),
    ...newPasswordFields,
  })
  .refine(...confirmationMatches);
type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

const EMPTY: ChangePasswordForm = { current_password: '', password: '', password_confirmation: '' };

/**
 * POST /auth/password/change with the shared password rule shown live. Wrong current passwords count
 * towards the bank's lock: a warning when few attempts are left, then the 429's wait counting down.
 */
export function ChangePasswordSection() {
  const { t, i18n } = useLingui();
  const change = useChangePasswordMutation();
  const { lockout, secondsLeft, locked, noteRefusal, clear } = useLockout();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const password = watch('password');

  const onSubmit = handleSubmit((values) => {
    if (change.isPending || locked) return;
    change.mutate(values, {
      onSuccess: () => {
        clear();
        reset(EMPTY);
        toastSuccess(i18n._(PASSWORD_CHANGED_TEXT));
      },
      onError: (error) => {
        noteRefusal(error);
        applyServerFieldErrors(error, setError, ['current_password', 'password', 'password_confirmation']);
      },
    });
  });
  const refusal = change.isError ? describeRefusal(change.error) : null;
  const rateLimited = isRateLimited(change.error);
  // 422s sit under their fields, and a 429 with its wait is the lock notice below.
  const otherError =
    refusal && !(change.error instanceof ApiError && change.error.status === 422) && !(rateLimited && lockout)
      ? refusal.text
      : null;
  const warning =
    refusal && !rateLimited ? attemptsWarning(refusal.attemptsRemaining, 'change-password') : null;

  return (
    <SettingsSection
      id="change-password"
      title={t`Change password`}
      description={t`Other devices are signed out when you change your password; this one stays signed in.`}
    >
      <form noValidate aria-label={t`Change password`} onSubmit={onSubmit}>
        <Stack gap="4" maxW="md">
          <TextInput
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
            required
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <TextInput
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordChecklist password={password} id="change-password-rules" />
          <TextInput
            label={t`Confirm new password`}
            type="password"
            autoComplete="new-password"
            required
            error={errors.password_confirmation?.message}
            {...register('password_confirmation')}
          />
          {otherError ? (
            <AlertBanner type="error">
              <Text whiteSpace="pre-line">{otherError}</Text>
            </AlertBanner>
          ) : null}
          {warning ? <AlertBanner type="warning">{warning}</AlertBanner> : null}
          {lockout ? (
            <LockoutNotice text={lockout.text} secondsLeft={secondsLeft} again="change-password" />
          ) : null}
          <Button type="submit" loading={change.isPending} disabled={locked} alignSelf="flex-start">
            <Trans>Change password</Trans>
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
