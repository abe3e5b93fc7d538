import { useCallback, useState } from 'react';
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

/** The last sign-in attempt: under way, or refused with `error` (null when none was). */
interface SignInState {
  isPending: boolean;
  error: unknown;
}

const IDLE: SignInState = { isPending: false, error: null };

/**
 * POST /auth/login; a 2FA user goes on to /2fa-verification with the challenge in router state. A plain call
 * with its own pending and refused state, not a query-cache mutation: the sign-in page loads no query cache.
 * `submit` rejects with the refusal, after it is in the state.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const preload = useSignedInHomePreload();
  const [state, setState] = useState<SignInState>(IDLE);
  const submit = useCallback(
    async (values: LoginValues): Promise<void> => {
      setState({ isPending: true, error: null });
      // The dashboard's code, if the form was sent before the browser was idle (the login screen asks for it
      // then, for the first paint); one task later, so the sign-in request leaves first.
      setTimeout(preload.code, 0);
      try {
        const outcome = await signIn(values, preload.data);
        setState(IDLE);
        if (outcome.kind !== 'two-factor') return;
        const routeState: TwoFactorRouteState = {
          challenge: outcome.challenge,
          keepSignedIn: values.keepSignedIn,
          from: carriedFrom(location.state),
        };
        navigate(paths.twoFactorVerification.getHref(), { state: routeState });
      } catch (error) {
        setState({ isPending: false, error });
        throw error;
      }
    },
    [navigate, location.state, preload],
  );
  return { ...state, submit };
}
