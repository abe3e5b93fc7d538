import { loadCurrentUser } from './current-user';
import { usePersistLoginStore } from './persist-login-store';
import { useSessionStore } from './session-store';
import { startSessionAhead } from './signed-in-home-preload';

/**
 * A completed sign-in (password, 2FA code or accepted invitation): the token goes to memory, the current
 * user is loaded and the session starts (the public-route guard then sends the user on), the dashboard's
 * first requests already on their way.
 */
export async function completeSignIn(accessToken: string, keepSignedIn: boolean): Promise<void> {
  const session = useSessionStore.getState();
  session.setAccessToken(accessToken);
  try {
    const user = await loadCurrentUser();
    usePersistLoginStore.getState().setPersistLogin(keepSignedIn);
    await startSessionAhead(user, true);
  } catch (error) {
    // No half-open session: without the user there is no sign-in.
    session.logout();
    throw error;
  }
}
