import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSignedInHomePreload } from '../../domains/session/signed-in-home-preload';
import type { LoginValues } from './login-schema';
import { signIn } from './sign-in';
import type { TwoFactorRouteState } from './two-factor-state';

/** The carried `from` of the login route's state, handed on to the 2FA step. */
function carriedFrom(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
}

/** POST /auth/login; a 2FA user goes on to /2fa-verification with the challenge in router state. */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const preload = useSignedInHomePreload();
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: (values: LoginValues) => signIn(values, preload.data),
    // The dashboard's code, if the form was sent before the browser was idle (the login screen asks for it then,
    // for the first paint); one task later, so the sign-in request leaves first.
    onMutate: () => {
      setTimeout(preload.code, 0);
    },
    onSuccess: (outcome, values) => {
      if (outcome.kind !== 'two-factor') return;
      const state: TwoFactorRouteState = {
        challenge: outcome.challenge,
        keepSignedIn: values.keepSignedIn,
        from: carriedFrom(location.state),
      };
      navigate(paths.twoFactorVerification.getHref(), { state });
    },
  });
}
