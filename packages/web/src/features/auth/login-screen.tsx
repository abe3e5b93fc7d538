import { Checkbox, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorText } from '@portal/api-types';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { paths } from '../../config/paths';
import { type LoginValues, loginSchema } from './login-schema';
import { useSignIn } from './use-sign-in';

/** Sign in with email and password (the minimal base of the full login screen). */
export function LoginScreen() {
  const signIn = useSignIn();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', keepSignedIn: false },
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Sign in
        </Heading>
        <Text color="fg.muted">Welcome back to Northwind business banking.</Text>
      </Stack>
      <form noValidate aria-label="Sign in" onSubmit={handleSubmit((values) => signIn.mutate(values))}>
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
          {signIn.isError ? (
            <AlertBanner type="error">
              <Text whiteSpace="pre-line">{getErrorText(signIn.error)}</Text>
            </AlertBanner>
          ) : null}
          <Button type="submit" loading={signIn.isPending}>
            Sign in
          </Button>
          <Link asChild color="brand.500" alignSelf="flex-start">
            <RouterLink to={paths.forgetPassword.getHref()}>Forgot password?</RouterLink>
          </Link>
        </Stack>
      </form>
    </Stack>
  );
}
