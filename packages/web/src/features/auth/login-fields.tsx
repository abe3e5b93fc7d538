import { chakra, Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { paths } from '../../config/paths';
import type { LoginValues } from './login-schema';

export interface LoginFieldsProps {
  formRef: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What ties an input to the form: react-hook-form's register, or the bare name before it has arrived. */
  field: (name: keyof LoginValues) => Partial<UseFormRegisterReturn> & { name: string };
  errors?: { email?: string; password?: string };
  /** The refusal, the warning and the lock, between the fields and the button. */
  notices?: ReactNode;
  pending: boolean;
  locked: boolean;
}

/** The sign-in form as drawn: the same on the first paint and once the form's code has arrived (login-form.tsx). */
export function LoginFields({
  formRef,
  onSubmit,
  field,
  errors,
  notices,
  pending,
  locked,
}: LoginFieldsProps) {
  const { t } = useLingui();
  return (
    <form ref={formRef} noValidate aria-label={t`Sign in`} onSubmit={onSubmit}>
      <Stack gap="4">
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="username"
          required
          error={errors?.email}
          {...field('email')}
        />
        <TextInput
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          required
          error={errors?.password}
          {...field('password')}
        />
        {/* The browser's own checkbox in the brand colour: the sign-in route carries no checkbox machine. */}
        <chakra.label
          display="inline-flex"
          alignItems="center"
          gap="2"
          alignSelf="flex-start"
          cursor="pointer"
        >
          <chakra.input type="checkbox" boxSize="4" accentColor="brand.solid" {...field('keepSignedIn')} />
          <Trans>Keep me signed in</Trans>
        </chakra.label>
        {notices}
        <Button type="submit" loading={pending} disabled={locked}>
          <Trans>Sign in</Trans>
        </Button>
        <Link asChild color="brand.ink" alignSelf="flex-start">
          <RouterLink to={paths.forgetPassword.getHref()}>
            <Trans>Forgot password?</Trans>
          </RouterLink>
        </Link>
      </Stack>
    </form>
  );
}
