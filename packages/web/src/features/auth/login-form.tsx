import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ApiError, getFieldErrors } from '@portal/api-types';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { attemptsWarning, describeRefusal } from '../../domains/security/lockout';
import { LockoutNotice } from '../../domains/security/lockout-notice';
import { useLockout } from '../../domains/security/use-lockout';
import { deferredResolver } from '../../lib/deferred-resolver';
import { type FormHandover, restoreHandoverFocus } from '../../lib/form-handover';
import { useForm } from '../../lib/use-form';
import { useSubmitLock } from '../../lib/use-submit-lock';
import { LoginFields } from './login-fields';
import type { LoginValues } from './login-schema';
import { useSignIn } from './use-sign-in';

// The form's schema and zod come after the form itself.
const loginForm = deferredResolver(async () => (await import('./login-schema')).loginResolver);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What was typed into the form drawn before this one (login-screen.tsx). */
const carried = ({ values }: FormHandover): LoginValues => ({
  email: typeof values.email === 'string' ? values.email : '',
  password: typeof values.password === 'string' ? values.password : '',
  keepSignedIn: values.keepSignedIn === true,
});

export interface LoginFormProps {
  handover: FormHandover;
  /** The form drawn before was sent: send this one as it appears. */
  submitNow: boolean;
}

/**
 * Sign in with email and password. Server refusals show their text (rule API-04); a warning appears
 * when few attempts are left, and a 429 lock shows the time to wait (and blocks that address meanwhile).
 */
export function LoginForm({ handover, submitNow }: LoginFormProps) {
  const { t } = useLingui();
  const signIn = useSignIn();
  const submitOnce = useSubmitLock();
  useEffect(loginForm.loadWhenIdle, []);
  const { lockout, secondsLeft, noteRefusal } = useLockout();
  // The address the lock is for: another one may still try.
  const [lockedEmail, setLockedEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: loginForm.resolver, defaultValues: carried(handover) });
  const email = watch('email');
  const lockedHere = lockout !== null && sameEmail(lockedEmail, email);
  const locked = lockedHere && secondsLeft > 0;
  const refusal = signIn.error === null ? null : describeRefusal(signIn.error);
  const lockedRefusal = refusal?.retryAfterSeconds != null;
  const warning = refusal && !lockedRefusal ? attemptsWarning(refusal.attemptsRemaining, 'sign-in') : null;

  const onSubmit = handleSubmit(async (values) => {
    if (locked) return;
    await submitOnce(async () => {
      try {
        await signIn.submit(values);
      } catch (error) {
        noteRefusal(error);
        setLockedEmail(values.email);
        if (error instanceof ApiError && error.status === 422) {
          const fields = getFieldErrors(error);
          if (fields.email) setError('email', { message: fields.email });
          if (fields.password) setError('password', { message: fields.password });
        }
      }
    });
  });

  // Before the first paint of this form: the caret stays where it was, and a send waits for nothing more.
  const takenOver = useRef(false);
  useLayoutEffect(() => {
    if (takenOver.current) return;
    takenOver.current = true;
    restoreHandoverFocus(formRef.current, handover);
    if (submitNow) void onSubmit();
  });

  const notices = (
    <>
      {refusal && lockedRefusal ? (
        lockedHere ? (
          <LockoutNotice text={refusal.text} secondsLeft={secondsLeft} again="sign-in" />
        ) : null
      ) : refusal ? (
        <AlertBanner type="error">
          <Text whiteSpace="pre-line">{refusal.text}</Text>
        </AlertBanner>
      ) : null}
      {warning ? (
        <AlertBanner type="warning" title={t`Account about to be locked`}>
          {warning}
        </AlertBanner>
      ) : null}
    </>
  );

  return (
    <LoginFields
      formRef={formRef}
      onSubmit={onSubmit}
      field={register}
      errors={{ email: errors.email?.message, password: errors.password?.message }}
      notices={notices}
      pending={signIn.isPending}
      locked={locked}
    />
  );
}
