import type { components } from '@portal/api-types/schema';
import type { User } from '../domain/auth/index.js';
import {
  changePassword,
  checkResetLink,
  completeSetup,
  disable,
  findUserByEmail,
  forgotPassword,
  type IssuedSession,
  login,
  refreshSession,
  resetPassword,
  revokeFamily,
  setupPassword,
  startSetup,
  verifyLoginCode,
} from '../domain/auth/index.js';
import { acceptInvitation, describeInvitation, lookupInvitation } from '../domain/team/index.js';
import { audit, sessionUser } from './audit-trail.js';
import { antiForgeryCookies, clearRefreshCookie, REFRESH_COOKIE, refreshCookie } from './cookies.js';
import { isDomainError } from './errors.js';
import { authOf, data, message } from './helpers.js';
import { currentUser } from './presenters.js';
import { requestLanguage } from './request-language.js';
import type { HandlerContext, HandlerMap } from './types.js';

type S = components['schemas'];

/** Records a sign-in of the session's user (user-level: no organization). */
function auditSignIn(ctx: HandlerContext, session: IssuedSession): void {
  const user = sessionUser(ctx.bank, session);
  if (!user) return;
  audit(ctx.bank, ctx.req, {
    orgRef: null,
    actor: user,
    action: 'auth.sign_in',
    target: { type: 'user', ref: user.ref },
  });
}

/** Runs a sign-in step; a refusal is recorded as a failed sign-in of `actor` before it answers. */
function auditingFailure<T>(
  ctx: HandlerContext,
  actor: () => User | { ref: null; name: string },
  step: () => T,
): T {
  try {
    return step();
  } catch (error) {
    if (isDomainError(error)) {
      const who = actor();
      audit(ctx.bank, ctx.req, {
        orgRef: null,
        actor: who,
        action: 'auth.sign_in_failed',
        target: { type: 'user', ref: who.ref ?? 'usr_unknown' },
      });
    }
    throw error;
  }
}

/**
 * The body of an answer that starts or restores a session (sign-in or refresh): the token and the signed-in
 * user as getCurrentUser answers it, so the client starts the session without another round trip.
 */
function authSession(ctx: HandlerContext, session: IssuedSession): S['AuthSession'] {
  const user = sessionUser(ctx.bank, session);
  // The session was issued for a stored user a moment ago: a miss is a bug of the bank, not of the client.
  if (!user) throw new Error('A session was issued for a user the bank does not know.');
  return {
    status: 'authenticated',
    access_token: session.accessToken,
    token_type: 'Bearer',
    expires_in: session.expiresIn,
    user: currentUser(ctx.bank, user),
  };
}

/** A signed-in answer: the session with its user in the body, refresh cookie set, anti-forgery session rotated. */
function signedIn(ctx: HandlerContext, session: IssuedSession) {
  return {
    ...data(authSession(ctx, session)),
    cookies: [refreshCookie(ctx.bank, session.refreshToken), ...antiForgeryCookies(ctx.bank)],
  };
}

export const authHandlers = {
  getXsrfToken: (ctx) => ({
    status: 204,
    cookies: antiForgeryCookies(ctx.bank, ctx.req.cookies.portal_sid || undefined),
  }),

  login: (ctx) => {
    const { email, password } = ctx.req.body;
    const outcome = auditingFailure(
      ctx,
      () => findUserByEmail(ctx.bank, email.trim().toLowerCase()) ?? { ref: null, name: email.slice(0, 320) },
      () => login(ctx.bank, email, password),
    );
    if (outcome.kind === 'authenticated') {
      auditSignIn(ctx, outcome.session);
      return signedIn(ctx, outcome.session);
    }
    const challenge: S['TwoFactorChallenge'] = {
      status: 'two_factor_required',
      challenge_ref: outcome.challengeRef,
      expires_at: new Date(outcome.expiresAt).toISOString(),
    };
    return data(challenge);
  },

  verifyTwoFactorCode: (ctx) => {
    const { challenge_ref, code } = ctx.req.body;
    const challenger = () => {
      const userRef = ctx.bank.store.loginChallenges.get(challenge_ref)?.userRef;
      return (
        (userRef && ctx.bank.store.users.get(userRef)) || { ref: null, name: 'Unknown sign-in challenge' }
      );
    };
    const session = auditingFailure(ctx, challenger, () => verifyLoginCode(ctx.bank, challenge_ref, code));
    auditSignIn(ctx, session);
    return signedIn(ctx, session);
  },

  startTwoFactorSetup: async (ctx) => data(await startSetup(ctx.bank, authOf(ctx).user)),

  completeTwoFactorSetup: (ctx) => {
    const user = authOf(ctx).user;
    completeSetup(ctx.bank, user, ctx.req.body.code);
    audit(ctx.bank, ctx.req, {
      orgRef: null,
      actor: user,
      action: 'two_factor.enabled',
      target: { type: 'user', ref: user.ref },
      before: { two_factor_enabled: false },
      after: { two_factor_enabled: true },
    });
    return data({ two_factor_enabled: true });
  },

  disableTwoFactor: (ctx) => {
    const { password, code } = ctx.req.body;
    const user = authOf(ctx).user;
    disable(ctx.bank, user, password, code);
    audit(ctx.bank, ctx.req, {
      orgRef: null,
      actor: user,
      action: 'two_factor.disabled',
      target: { type: 'user', ref: user.ref },
      before: { two_factor_enabled: true },
      after: { two_factor_enabled: false },
    });
    return data({ two_factor_enabled: false });
  },

  forgotPassword: (ctx) => {
    forgotPassword(ctx.bank, ctx.req.body.email, ctx.req.ip, requestLanguage(ctx.req));
    return message('If this address belongs to an account, we have sent a link to reset the password.', 202);
  },

  checkPasswordResetLink: (ctx) => {
    const link = checkResetLink(ctx.bank, ctx.req.ip, ctx.req.body.token);
    return data({ email: link.user.email, expires_at: new Date(link.expiresAt).toISOString() });
  },

  resetPassword: async (ctx) => {
    const body = ctx.req.body;
    const user = await resetPassword(
      ctx.bank,
      ctx.req.ip,
      body.token,
      body.password,
      body.password_confirmation,
    );
    // Signed out, so the actor is whoever the emailed link belonged to (rule AUD-06).
    if (user) {
      audit(ctx.bank, ctx.req, {
        orgRef: null,
        actor: user,
        action: 'password.reset',
        target: { type: 'user', ref: user.ref },
      });
    }
    return message('Your password has been reset. You can now sign in.');
  },

  setupPassword: async (ctx) => {
    const body = ctx.req.body;
    const u = authOf(ctx).user;
    await setupPassword(ctx.bank, u, body.password, body.password_confirmation);
    return data(currentUser(ctx.bank, u));
  },

  changePassword: async (ctx) => {
    const body = ctx.req.body;
    const auth = authOf(ctx);
    await changePassword(
      ctx.bank,
      auth.user,
      auth.familyId,
      body.current_password,
      body.password,
      body.password_confirmation,
    );
    audit(ctx.bank, ctx.req, {
      orgRef: null,
      actor: auth.user,
      action: 'password.changed',
      target: { type: 'user', ref: auth.user.ref },
    });
    return message('Your password has been changed.');
  },

  logout: (ctx) => {
    revokeFamily(ctx.bank, authOf(ctx).familyId);
    return {
      ...message('You have been signed out.'),
      cookies: [clearRefreshCookie(), ...antiForgeryCookies(ctx.bank)],
    };
  },

  refreshToken: (ctx) => {
    const session = refreshSession(ctx.bank, ctx.req.cookies[REFRESH_COOKIE]);
    // The user too: a page load restores the session from this answer alone (rule SES-19).
    return { ...data(authSession(ctx, session)), cookies: [refreshCookie(ctx.bank, session.refreshToken)] };
  },

  lookupInvitation: (ctx) => {
    const invitation = lookupInvitation(ctx.bank, ctx.req.ip, ctx.req.body.token);
    return data(describeInvitation(ctx.bank, invitation));
  },

  acceptInvitation: async (ctx) => {
    const body = ctx.req.body;
    const session = await acceptInvitation(ctx.bank, ctx.req.ip, body.token, {
      firstName: body.first_name,
      lastName: body.last_name,
      password: body.password,
      confirmation: body.password_confirmation,
    });
    const user = sessionUser(ctx.bank, session);
    const orgRef = ctx.bank.store.invitations.get(body.token)?.orgRef;
    if (user && orgRef) {
      audit(ctx.bank, ctx.req, {
        orgRef,
        actor: user,
        action: 'invitation.accepted',
        target: { type: 'organization', ref: orgRef },
        after: { role: user.memberships.find((m) => m.orgRef === orgRef)?.role ?? null },
      });
    }
    return signedIn(ctx, session);
  },
} satisfies Partial<HandlerMap>;
