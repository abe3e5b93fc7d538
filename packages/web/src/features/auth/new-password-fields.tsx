import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from '../../components/ui/text-input';
import { PasswordChecklist } from '../../domains/security/password-checklist';
import type { NewPasswordValues } from '../../domains/security/password-rule';

export interface NewPasswordFieldsProps {
  /** The form's register: any form that has the two fields (with others, such as the invitee's name). */
  register: (name: keyof NewPasswordValues) => UseFormRegisterReturn;
  errors: FieldErrors<NewPasswordValues>;
  /** The password as typed, for the live checklist. */
  password: string;
  label?: string;
}

/** New password, its confirmation, and the rule as a live checklist. */
export function NewPasswordFields({ register, errors, password, label }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <TextInput
        label={label ?? t`New password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordChecklist password={password} id="new-password-rules" />
      <TextInput
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
    </Stack>
  );
}
