import type { components } from '@portal/api-types/schema';
import { login, verifyLoginCode } from '../domain/auth.js';
import { acceptInvitation, describeInvitation, lookupInvitation } from '../domain/invitations.js';
import { changePassword, forgotPassword, resetPassword, setupPassword } from '../domain/password-flows.js';
import { type IssuedSession, refreshSession, revokeFamily } from '../domain/tokens.js';
import { completeSetup, disable, startSetup } from '../domain/two-factor.js';
import { antiForgeryCookies, clearRefreshCookie, REFRESH_COOKIE, refreshCookie } from './cookies.js';
import { authOf, data, message } from './helpers.js';
import { currentUser } from './presenters.js';
import type { HandlerContext, HandlerMap } from './types.js';

type S = components['schemas'];

/** A signed-in answer: token in the body, refresh cookie set, anti-forgery session rotated. */
function signedIn(ctx: HandlerContext, session: IssuedSession) {
  const body: S['AuthSession'] = {
    status: 'authenticated',
    access_token: session.accessToken,
    token_type: 'Bearer',
    expires_in: session.expiresIn,
  };
  return {
    ...data(body),
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
    const outcome = login(ctx.bank, email, password);
    if (outcome.kind === 'authenticated') return signedIn(ctx, outcome.session);
    const challenge: S['TwoFactorChallenge'] = {
      status: 'two_factor_required',
      challenge_ref: outcome.challengeRef,
      expires_at: new Date(outcome.expiresAt).toISOString(),
    };
    return data(challenge);
  },

  verifyTwoFactorCode: (ctx) => {
    const { challenge_ref, code } = ctx.req.body;
    return signedIn(ctx, verifyLoginCode(ctx.bank, challenge_ref, code));
  },

  startTwoFactorSetup: async (ctx) => data(await startSetup(ctx.bank, authOf(ctx).user)),

  completeTwoFactorSetup: (ctx) => {
    completeSetup(ctx.bank, authOf(ctx).user, ctx.req.body.code);
    return data({ two_factor_enabled: true });
  },

  disableTwoFactor: (ctx) => {
    const { password, code } = ctx.req.body;
    disable(ctx.bank, authOf(ctx).user, password, code);
    return data({ two_factor_enabled: false });
  },

  forgotPassword: (ctx) => {
    forgotPassword(ctx.bank, ctx.req.body.email, ctx.req.ip);
    return message('If this address belongs to an account, we have sent a link to reset the password.', 202);
  },

  resetPassword: async (ctx) => {
    const body = ctx.req.body;
    await resetPassword(ctx.bank, ctx.req.ip, body.token, body.password, body.password_confirmation);
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
    const body: S['AccessToken'] = {
      access_token: session.accessToken,
      token_type: 'Bearer',
      expires_in: session.expiresIn,
    };
    return { ...data(body), cookies: [refreshCookie(ctx.bank, session.refreshToken)] };
  },

  lookupInvitation: (ctx) => {
    const invitation = lookupInvitation(ctx.bank, ctx.req.ip, ctx.req.body.token);
    return data(describeInvitation(ctx.bank, invitation));
  },

  acceptInvitation: async (ctx) => {
    const body = ctx.req.body;
    return signedIn(
      ctx,
      await acceptInvitation(ctx.bank, ctx.req.ip, body.token, {
        firstName: body.first_name,
        lastName: body.last_name,
        password: body.password,
        confirmation: body.password_confirmation,
      }),
    );
  },
} satisfies Partial<HandlerMap>;
