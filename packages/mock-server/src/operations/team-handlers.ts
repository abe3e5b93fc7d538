import { paginate } from '../domain/bank/index.js';
import {
  changeMemberRole,
  createInvitation,
  listMembers,
  listOpenInvitations,
  removeMember,
  requireMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
} from '../domain/team/index.js';
import { audit } from './audit-trail.js';
import { data, orgScope as scope } from './helpers.js';
import { iso, pagedList } from './presenters.js';
import { requestLanguage } from './request-language.js';
import { member, teamInvitation } from './team-presenters.js';
import type { HandlerMap } from './types.js';

/** Every change of the team is recorded in the audit log with its before and after (rule TEAM-18). */
export const teamHandlers = {
  listMembers: (ctx) => {
    const { orgRef } = scope(ctx);
    const page = paginate(listMembers(ctx.bank, orgRef), ctx.req.query);
    return pagedList(page, member);
  },

  changeMemberRole: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const change = changeMemberRole(ctx.bank, actor, orgRef, ctx.req.params.member, ctx.req.body.role);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'member.role_changed',
      target: { type: 'user', ref: change.member.user.ref },
      before: { role: change.before },
      after: { role: change.member.membership.role },
    });
    return data(member(change.member));
  },

  removeMember: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const removed = removeMember(ctx.bank, actor, orgRef, ctx.req.params.member);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'member.removed',
      target: { type: 'user', ref: removed.user.ref },
      before: { role: removed.membership.role },
    });
    return { status: 204 as const };
  },

  transferOwnership: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const { user_ref, current_password } = ctx.req.body;
    const transfer = transferOwnership(ctx.bank, actor, orgRef, user_ref, current_password);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      // Recorded after the change: the role the actor acted in was owner.
      actorRole: 'owner',
      action: 'ownership.transferred',
      target: { type: 'user', ref: transfer.owner.user.ref },
      before: { owner: actor.ref },
      after: { owner: transfer.owner.user.ref },
    });
    const fresh = (userRef: string) => member(requireMember(ctx.bank, orgRef, userRef));
    return data({ owner: fresh(transfer.owner.user.ref), previous_owner: fresh(actor.ref) });
  },

  listInvitations: (ctx) => {
    const { orgRef } = scope(ctx);
    const page = paginate(listOpenInvitations(ctx.bank, orgRef), ctx.req.query);
    return pagedList(page, (i) => teamInvitation(ctx.bank, i));
  },

  createInvitation: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const body = ctx.req.body;
    const invitation = createInvitation(
      ctx.bank,
      actor,
      orgRef,
      { email: body.email, firstName: body.first_name, lastName: body.last_name, role: body.role },
      requestLanguage(ctx.req),
    );
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'invitation.sent',
      target: { type: 'invitation', ref: invitation.ref },
      after: { email: invitation.email, role: invitation.role },
    });
    return data(teamInvitation(ctx.bank, invitation), 201);
  },

  resendInvitation: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const invitation = resendInvitation(
      ctx.bank,
      orgRef,
      ctx.req.params.invitation,
      requestLanguage(ctx.req),
    );
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'invitation.resent',
      target: { type: 'invitation', ref: invitation.ref },
      after: { email: invitation.email, expires_at: iso(invitation.expiresAt) },
    });
    return data(teamInvitation(ctx.bank, invitation));
  },

  revokeInvitation: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const invitation = revokeInvitation(ctx.bank, orgRef, ctx.req.params.invitation);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'invitation.revoked',
      target: { type: 'invitation', ref: invitation.ref },
      before: { email: invitation.email, role: invitation.role },
    });
    return { status: 204 as const };
  },
} satisfies Partial<HandlerMap>;
