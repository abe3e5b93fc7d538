import type { components } from '@portal/api-types';
import { isCurrentUser, UnexpectedResponseError } from '../../domains/session/current-user';
import { storePersistLogin } from '../../domains/session/persist-login-store';
import { useSessionStore } from '../../domains/session/session-store';
import { type HomeDataPreload, startSessionAhead } from '../../domains/session/signed-in-home-preload';

/** What the session needs of an answer that starts one (login, 2FA code, accepted invitation). */
export type SignInAnswer = Pick<components['schemas']['AuthSession'], 'access_token' | 'user'>;

/**
 * A completed sign-in (password, 2FA code or accepted invitation): the token goes to memory and the session
 * starts with the user the answer carries (rule SES-19: no GET /user/current, one round trip less before the
 * dashboard's data), its first requests already on their way; the public-route guard then sends the user on.
 */
export async function completeSignIn(
  answer: SignInAnswer,
  keepSignedIn: boolean,
  homeData: HomeDataPreload | null,
): Promise<void> {
  const session = useSessionStore.getState();
  // No half-open session: without the user there is no sign-in (the guard of the answer as the bank sent it).
  const user: unknown = answer.user;
  if (!isCurrentUser(user)) {
    session.logout();
    throw new UnexpectedResponseError();
  }
  session.setAccessToken(answer.access_token);
  try {
    // "Keep me signed in" is stored before the session starts and the screen moves on: a reload at once keeps it.
    await startSessionAhead(user, homeData, storePersistLogin(keepSignedIn));
  } catch (error) {
    session.logout();
    throw error;
  }
}
