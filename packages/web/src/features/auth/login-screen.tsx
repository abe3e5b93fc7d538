import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSignedInHomePreload } from '../../domains/session/signed-in-home-preload';
import { toastDeferredLoadFailure } from '../../lib/deferred-load-failure';
import { type DeferredModule, deferredModule, useDeferredModule, whenIdle } from '../../lib/deferred-module';
import { readHandover } from '../../lib/form-handover';
import { LoginFields } from './login-fields';
import { warmUpAntiForgery } from './warm-up-anti-forgery';

type LoginFormCode = typeof import('./login-form');

/**
 * The form's code, with react-hook-form (15.6 kB gzip off /login), comes after the first paint: until it has, the
 * same fields are plain inputs, and what is typed there, the caret and a press of Sign in carry over.
 */
export const loginFormModule: DeferredModule<LoginFormCode> = deferredModule(() => import('./login-form'));

const bareField = (name: string) => ({ name });

/** The sign-in form: its fields as plain inputs, then the form (login-form.tsx) once `formCode` is here. */
export function SignInForm({ formCode }: { formCode: DeferredModule<LoginFormCode> }) {
  const [sent, setSent] = useState(false);
  const loaded = useDeferredModule(formCode, sent, (error) => {
    toastDeferredLoadFailure(error);
    setSent(false);
  });
  const drawnFirst = useRef<HTMLFormElement>(null);
  // Read in the render that replaces the first form, while it is still on the page.
  const handover = useMemo(() => (loaded ? readHandover(drawnFirst.current) : null), [loaded]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  return loaded && handover ? (
    <loaded.LoginForm handover={handover} submitNow={sent} />
  ) : (
    <LoginFields formRef={drawnFirst} onSubmit={send} field={bareField} pending={sent} locked={false} />
  );
}

/** The sign-in page: its heading and the form. */
export function LoginScreen() {
  useEffect(warmUpAntiForgery, []);
  // The dashboard's code while the form is filled in: evaluated before the click, the session's first
  // requests leave and its first render starts the moment the bank answers.
  const preload = useSignedInHomePreload();
  useEffect(() => whenIdle(preload.code), [preload]);
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
      <SignInForm formCode={loginFormModule} />
    </Stack>
  );
}
