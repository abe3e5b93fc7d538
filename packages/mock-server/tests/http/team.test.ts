import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, Client, signedIn, TEST_START, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';
const PASSWORD = 'Northwind#2026';

async function as(app: FastifyInstance, email: string): Promise<Client> {
  const client = new Client(app);
  await client.login(email, PASSWORD);
  if (!client.token) throw new Error(`could not sign in as ${email}`);
  return client;
}

const outbox = async (app: FastifyInstance, to: string) =>
  (await app.inject({ method: 'GET', url: `/__mock/outbox?to=${to}` })).json().data as {
    token: string;
    link: string;
    subject: string;
  }[];

const lookup = (client: Client, token: string) =>
  client.call('POST', '/auth/invitation/lookup', { body: { token } });

const invitee = { email: 'ines@northwind.test', first_name: 'Ines', last_name: 'Duarte', role: 'viewer' };

describe('team members over HTTP', () => {
  it('lists the members owner first, then by name, with 2FA, status, joined and last active (rules TEAM-01 and TEAM-02)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    // Five wrong passwords lock Lin's sign-in: she shows as locked.
    const stranger = new Client(app);
    for (let i = 0; i < 5; i += 1) await stranger.login('lin@northwind.test', 'wrong-password');
    const res = await ada.call('GET', `${NW}/members`);
    expect(res.statusCode).toBe(200);
    const members = res.json().data;
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['ada@northwind.test', 'owner'],
      ['grace@northwind.test', 'approver'],
      ['lin@northwind.test', 'viewer'],
      ['mo@northwind.test', 'member'],
      ['new@northwind.test', 'member'],
    ]);
    expect(res.json().meta).toEqual({ total: 5, page: 1, per_page: 10 });
    const byEmail = (email: string) => members.find((m: { email: string }) => m.email === email);
    // Ada's last activity is this very request (the bank's clock is frozen at the test's start).
    expect(byEmail('ada@northwind.test')).toMatchObject({
      user_ref: 'usr_ada',
      first_name: 'Ada',
      last_name: 'Lovelace',
      two_factor_enabled: false,
      status: 'active',
      last_active_at: new Date(TEST_START).toISOString(),
    });
    expect(byEmail('grace@northwind.test')).toMatchObject({ two_factor_enabled: true, status: 'active' });
    expect(byEmail('lin@northwind.test')).toMatchObject({ status: 'locked' });
    expect(byEmail('new@northwind.test')).toMatchObject({ status: 'password_pending', last_active_at: null });
    expect(Date.parse(byEmail('mo@northwind.test').joined_at)).toBeLessThan(TEST_START);
    // Another organization's team stays 404 (Ada is not in Globex).
    expect((await ada.call('GET', '/accounts/org_globex/members')).statusCode).toBe(404);
  });

  it("changes a member's role, which applies to their open session's next request (rules TEAM-03 and TEAM-08)", async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const mo = await as(app, 'mo@northwind.test');
    expect((await mo.call('GET', `${NW}/recipients`)).statusCode).toBe(200);
    const changed = await ada.call('PATCH', `${NW}/members/usr_mo`, { body: { role: 'viewer' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ user_ref: 'usr_mo', role: 'viewer' });
    const refused = await mo.call('DELETE', `${NW}/recipients/rcp_any`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'forbidden',
      message: 'Your role (Viewer) cannot manage recipients.',
    });
    const me = (await mo.call('GET', '/user/current')).json().data.organization_accounts[0];
    expect(me).toMatchObject({ role: 'viewer', permissions: ['accounts.view', 'exports.create'] });
    // An admin may change roles too.
    await ada.call('PATCH', `${NW}/members/usr_grace`, { body: { role: 'admin' } });
    const grace = new Client(app);
    await grace.loginWithTotp('grace@northwind.test', PASSWORD);
    const byAdmin = await grace.call('PATCH', `${NW}/members/usr_mo`, { body: { role: 'member' } });
    expect(byAdmin.json().data.role).toBe('member');
  });

  it('refuses owner by role change, the owner, oneself, non-members and roles that cannot manage (rules TEAM-04, TEAM-05 and TEAM-06)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const toOwner = await ada.call('PATCH', `${NW}/members/usr_mo`, { body: { role: 'owner' } });
    expect(toOwner.statusCode).toBe(422);
    expect(toOwner.json().errors).toEqual({
      role: ['Nobody becomes owner by a role change. Transfer ownership instead.'],
    });
    const self = await ada.call('PATCH', `${NW}/members/usr_ada`, { body: { role: 'admin' } });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('owner_protected');
    await ada.call('PATCH', `${NW}/members/usr_grace`, { body: { role: 'admin' } });
    const grace = new Client(app);
    await grace.loginWithTotp('grace@northwind.test', PASSWORD);
    const demoteOwner = await grace.call('PATCH', `${NW}/members/usr_ada`, { body: { role: 'viewer' } });
    expect(demoteOwner.statusCode).toBe(409);
    expect(demoteOwner.json()).toMatchObject({
      code: 'owner_protected',
      message: "The owner's role changes only by transferring ownership.",
    });
    const removeOwner = await grace.call('DELETE', `${NW}/members/usr_ada`);
    expect(removeOwner.json()).toMatchObject({
      code: 'owner_protected',
      message: 'The owner cannot be removed. Transfer ownership to another member first.',
    });
    const own = await grace.call('PATCH', `${NW}/members/usr_grace`, { body: { role: 'member' } });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      code: 'own_membership',
      message: 'You cannot change your own role. Ask another owner or admin.',
    });
    const ownRemoval = await grace.call('DELETE', `${NW}/members/usr_grace`);
    expect(ownRemoval.json()).toMatchObject({ code: 'own_membership' });
    // Hank is a customer of the bank, not a member of Northwind: 404 as for anyone outside it.
    expect((await ada.call('DELETE', `${NW}/members/usr_hank`)).statusCode).toBe(404);
    expect(
      (await ada.call('PATCH', `${NW}/members/usr_nobody`, { body: { role: 'viewer' } })).statusCode,
    ).toBe(404);
    const mo = await as(app, 'mo@northwind.test');
    const byMember = await mo.call('DELETE', `${NW}/members/usr_lin`);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('Your role (Member) cannot manage the team.');
  });

  it('removes a member: their open session gets 404 on that organization at its next request (rule TEAM-09)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const mo = await as(app, 'mo@northwind.test');
    expect((await mo.call('GET', `${NW}/bank-accounts/ba_northwind_ops/balances`)).statusCode).toBe(200);
    const removed = await ada.call('DELETE', `${NW}/members/usr_mo`);
    expect(removed.statusCode).toBe(204);
    const after = await mo.call('GET', `${NW}/bank-accounts/ba_northwind_ops/balances`);
    expect(after.statusCode).toBe(404);
    expect(after.json().code).toBe('not_found');
    // Still signed in, with no organization left.
    const me = await mo.call('GET', '/user/current');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.organization_accounts).toEqual([]);
    const list = (await ada.call('GET', `${NW}/members`)).json().data;
    expect(list.map((m: { user_ref: string }) => m.user_ref)).not.toContain('usr_mo');
    expect((await ada.call('DELETE', `${NW}/members/usr_mo`)).statusCode).toBe(404);
  });
});

describe('team invitations over HTTP', () => {
  it('sends an invitation with a 7-day link and lists open ones newest first (rules TEAM-10, TEAM-13 and TEAM-14)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const sent = await ada.call('POST', `${NW}/invitations`, {
      body: { ...invitee, email: 'Ines@Northwind.test', first_name: ' Ines ' },
    });
    expect(sent.statusCode).toBe(201);
    const invitation = sent.json().data;
    expect(invitation).toEqual({
      ref: expect.stringMatching(/^ivt_/),
      email: 'ines@northwind.test',
      first_name: 'Ines',
      last_name: 'Duarte',
      role: 'viewer',
      invited_by_name: 'Ada Lovelace',
      status: 'pending',
      sent_at: new Date(TEST_START).toISOString(),
      expires_at: new Date(TEST_START + 7 * 86_400_000).toISOString(),
    });
    const [mail] = await outbox(app, 'ines@northwind.test');
    expect(mail?.subject).toBe('You have been invited to Northwind Trading Ltd');
    expect(mail?.link).toMatch(/\/invitation\?token=inv_[A-Za-z0-9_-]+$/);
    const described = await lookup(new Client(app), mail?.token ?? '');
    expect(described.json().data).toMatchObject({ role: 'viewer', first_name: 'Ines', last_name: 'Duarte' });
    const list = await ada.call('GET', `${NW}/invitations`);
    expect(list.json().data.map((i: { email: string; status: string }) => [i.email, i.status])).toEqual([
      ['ines@northwind.test', 'pending'],
      ['invitee@northwind.test', 'pending'],
      ['late@northwind.test', 'expired'],
    ]);
    expect(JSON.stringify(list.json())).not.toContain(mail?.token);
    // The invitee accepts: a member with the role, and no longer an open invitation.
    const ines = new Client(app);
    const accepted = await ines.call('POST', '/auth/invitation/accept', {
      body: {
        token: mail?.token,
        first_name: 'Ines',
        last_name: 'Duarte',
        password: 'Invitee#2026x',
        password_confirmation: 'Invitee#2026x',
      },
    });
    expect(accepted.statusCode).toBe(200);
    const members = (await ada.call('GET', `${NW}/members`)).json().data;
    expect(members.find((m: { email: string }) => m.email === 'ines@northwind.test')).toMatchObject({
      role: 'viewer',
      status: 'active',
    });
    const open = (await ada.call('GET', `${NW}/invitations`)).json().data;
    expect(open.map((i: { email: string }) => i.email)).not.toContain('ines@northwind.test');
  });

  it('refuses the owner role, a member, an address with an open invitation and blank names (rule TEAM-11)', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const invite = (body: object) => ada.call('POST', `${NW}/invitations`, { body: { ...invitee, ...body } });
    const owner = await invite({ role: 'owner' });
    expect(owner.statusCode).toBe(422);
    expect(owner.json().errors).toEqual({
      role: ['Nobody is invited as owner. Invite them with another role, then transfer ownership.'],
    });
    expect((await invite({ email: 'MO@northwind.test' })).json().errors).toEqual({
      email: ['This person is already a member of this account.'],
    });
    // The expired one is still open: resend it instead.
    expect((await invite({ email: 'late@northwind.test' })).json().errors).toEqual({
      email: ['This address already has an open invitation. Resend that one instead.'],
    });
    const blank = await invite({ first_name: '  ', last_name: '' });
    expect(blank.json().errors).toEqual({
      first_name: ['Enter their first name.'],
      last_name: ['Enter their last name.'],
    });
    expect((await invite({ last_name: 'x'.repeat(101) })).json().errors).toEqual({
      last_name: ['The last name can have at most 100 characters.'],
    });
    expect(bank.store.outbox.some((m) => m.to === 'ines@northwind.test')).toBe(false);
    // A member of another organization may be invited to this one.
    expect((await invite({ email: 'hank@globex.test' })).statusCode).toBe(201);
  });

  it('resends with a new link and expiry, and the old link stops working (rule TEAM-12)', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const oldToken = (await outbox(app, 'late@northwind.test'))[0]?.token ?? '';
    const anonymous = new Client(app);
    expect((await lookup(anonymous, oldToken)).statusCode).toBe(410);
    bank.clock.advance(60_000);
    const resent = await ada.call('POST', `${NW}/invitations/ivt_late/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({
      ref: 'ivt_late',
      status: 'pending',
      sent_at: new Date(TEST_START + 60_000).toISOString(),
      expires_at: new Date(TEST_START + 60_000 + 7 * 86_400_000).toISOString(),
    });
    const mails = await outbox(app, 'late@northwind.test');
    expect(mails).toHaveLength(2);
    const newToken = mails[0]?.token ?? '';
    expect(newToken).not.toBe(oldToken);
    expect((await lookup(anonymous, newToken)).statusCode).toBe(200);
    // A pending one resent: its previous link answers 410 at once.
    const pendingToken = (await outbox(app, 'invitee@northwind.test'))[0]?.token ?? '';
    expect((await lookup(anonymous, pendingToken)).statusCode).toBe(200);
    bank.clock.advance(60_000);
    await ada.call('POST', `${NW}/invitations/ivt_invitee/resend`);
    const gone = await lookup(anonymous, pendingToken);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('invitation_expired');
    expect((await ada.call('POST', `${NW}/invitations/ivt_unknown/resend`)).statusCode).toBe(404);
    const list = (await ada.call('GET', `${NW}/invitations`)).json().data;
    expect(list.map((i: { ref: string }) => i.ref)).toEqual(['ivt_invitee', 'ivt_late']);
  });

  it('revokes: looking up or accepting the link answers 410, and it leaves the list (rule TEAM-12)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const token = (await outbox(app, 'invitee@northwind.test'))[0]?.token ?? '';
    expect((await ada.call('DELETE', `${NW}/invitations/ivt_invitee`)).statusCode).toBe(204);
    const anonymous = new Client(app);
    expect((await lookup(anonymous, token)).statusCode).toBe(410);
    const accept = await acceptInvitation(anonymous, token);
    expect(accept.response.status).toBe(410);
    expect((await ada.call('DELETE', `${NW}/invitations/ivt_invitee`)).statusCode).toBe(404);
    expect((await ada.call('POST', `${NW}/invitations/ivt_invitee/resend`)).statusCode).toBe(404);
    const list = (await ada.call('GET', `${NW}/invitations`)).json().data;
    expect(list.map((i: { ref: string }) => i.ref)).toEqual(['ivt_late']);
    // Another organization's invitation is not found from here (Ada is admin of Acme).
    expect((await ada.call('DELETE', '/accounts/org_acme/invitations/ivt_late')).statusCode).toBe(404);
  });
});

describe('ownership transfer over HTTP', () => {
  it('checks the current password with attempts left, refuses oneself and non-members (rules TEAM-15 and TEAM-16)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const transfer = (user_ref: string, current_password: string) =>
      ada.call('POST', `${NW}/ownership-transfer`, { body: { user_ref, current_password } });
    const wrong = await transfer('usr_grace', 'Wrong#password1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      errors: { current_password: ['The current password is incorrect.'] },
      attempts_remaining: 4,
    });
    const self = await transfer('usr_ada', PASSWORD);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({
      user_ref: ['Choose another member: you already own this account.'],
    });
    expect((await transfer('usr_hank', PASSWORD)).statusCode).toBe(404);
    for (const left of [3, 2, 1]) {
      expect((await transfer('usr_grace', 'Wrong#password1')).json().attempts_remaining).toBe(left);
    }
    const fifth = await transfer('usr_grace', 'Wrong#password1');
    expect(fifth.json().attempts_remaining).toBe(0);
    // Locked: even the right password waits (the change-password lockout, shared).
    const locked = await transfer('usr_grace', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    const change = await ada.call('POST', '/auth/password/change', {
      body: {
        current_password: PASSWORD,
        password: 'Another#2026pass',
        password_confirmation: 'Another#2026pass',
      },
    });
    expect(change.statusCode).toBe(429);
  });

  it('makes the member owner and the previous owner admin, at once (rule TEAM-17)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const res = await ada.call('POST', `${NW}/ownership-transfer`, {
      body: { user_ref: 'usr_mo', current_password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      owner: { user_ref: 'usr_mo', role: 'owner' },
      previous_owner: { user_ref: 'usr_ada', role: 'admin' },
    });
    const again = await ada.call('POST', `${NW}/ownership-transfer`, {
      body: { user_ref: 'usr_grace', current_password: PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Your role (Admin) cannot transfer ownership.');
    const mo = await as(app, 'mo@northwind.test');
    const demoteAda = await mo.call('PATCH', `${NW}/members/usr_ada`, { body: { role: 'member' } });
    expect(demoteAda.json().data.role).toBe('member');
  });
});

describe('team actions in the audit log', () => {
  it('records each team action in order with actor, role and before/after (rule TEAM-18)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const sent = (await ada.call('POST', `${NW}/invitations`, { body: invitee })).json().data;
    await ada.call('POST', `${NW}/invitations/${sent.ref}/resend`);
    await ada.call('DELETE', `${NW}/invitations/${sent.ref}`);
    await ada.call('PATCH', `${NW}/members/usr_mo`, { body: { role: 'viewer' } });
    await ada.call('DELETE', `${NW}/members/usr_lin`);
    await ada.call('POST', `${NW}/ownership-transfer`, {
      body: { user_ref: 'usr_grace', current_password: PASSWORD },
    });
    const list = (await ada.call('GET', `${NW}/audit-events?per_page=20`)).json().data as {
      action: string;
      actor: { ref: string };
      actor_role: string;
      target: { type: string; ref: string };
      before: unknown;
      after: unknown;
    }[];
    const team = list.filter((e) => e.action !== 'auth.sign_in').reverse();
    expect(team.map((e) => [e.action, e.target.type, e.target.ref, e.before, e.after])).toEqual([
      ['invitation.sent', 'invitation', sent.ref, null, { email: 'ines@northwind.test', role: 'viewer' }],
      [
        'invitation.resent',
        'invitation',
        sent.ref,
        null,
        { email: 'ines@northwind.test', expires_at: sent.expires_at },
      ],
      ['invitation.revoked', 'invitation', sent.ref, { email: 'ines@northwind.test', role: 'viewer' }, null],
      ['member.role_changed', 'user', 'usr_mo', { role: 'member' }, { role: 'viewer' }],
      ['member.removed', 'user', 'usr_lin', { role: 'viewer' }, null],
      ['ownership.transferred', 'user', 'usr_grace', { owner: 'usr_ada' }, { owner: 'usr_grace' }],
    ]);
    for (const e of team) expect(e).toMatchObject({ actor: { ref: 'usr_ada' }, actor_role: 'owner' });
    // The verify control finds the chain intact.
    const verify = (await app.inject({ method: 'GET', url: '/__mock/audit/verify' })).json();
    expect(verify).toEqual({ intact: true, first_broken_ref: null });
  });

  it('records a password reset by emailed link as the user, with no organization (rule AUD-06)', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    await client.call('POST', '/auth/password/forgot', { body: { email: 'mo@northwind.test' } });
    const token = (await outbox(app, 'mo@northwind.test'))[0]?.token ?? '';
    const reset = await client.call('POST', '/auth/password/reset', {
      body: { token, password: 'Renewed#2026pass', password_confirmation: 'Renewed#2026pass' },
    });
    expect(reset.statusCode).toBe(200);
    const ada = await signedIn(app);
    const events = (await ada.call('GET', `${NW}/audit-events?action=password.reset`)).json().data;
    expect(events).toEqual([
      expect.objectContaining({
        organization: null,
        actor: { ref: 'usr_mo', name: 'Mo Farah' },
        actor_role: null,
        target: { type: 'user', ref: 'usr_mo' },
      }),
    ]);
  });

  it('detects an entry edited in place without its hash (rule AUD-09)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    await ada.call('PATCH', `${NW}/members/usr_mo`, { body: { role: 'viewer' } });
    await ada.call('PATCH', `${NW}/members/usr_lin`, { body: { role: 'member' } });
    const [latest, edited] = (await ada.call('GET', `${NW}/audit-events`)).json().data;
    const tamper = await app.inject({
      method: 'POST',
      url: '/__mock/audit/tamper',
      payload: { ref: edited.ref, after: { role: 'admin' } },
    });
    expect(tamper.statusCode).toBe(200);
    const verify = (await app.inject({ method: 'GET', url: '/__mock/audit/verify' })).json();
    expect(verify).toEqual({ intact: false, first_broken_ref: edited.ref });
    // The API serves the edited entry with its old hash, so a reader can tell too.
    const [, served] = (await ada.call('GET', `${NW}/audit-events`)).json().data;
    expect(served).toMatchObject({ ref: edited.ref, after: { role: 'admin' }, hash: edited.hash });
    expect(latest.prev_hash).toBe(edited.hash);
    const unknown = await app.inject({
      method: 'POST',
      url: '/__mock/audit/tamper',
      payload: { ref: 'aud_0' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({ method: 'POST', url: '/__mock/audit/tamper', payload: { after: 1 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('exports and roles over HTTP', () => {
  it('records an export with dataset, format, filters and rows; the audit log needs audit.view (rules AUD-07 and AUD-08)', async () => {
    const { app } = await testApp();
    const lin = await as(app, 'lin@northwind.test');
    const body = { dataset: 'transactions', format: 'csv', row_count: 42, filters: { from: '2026-03-01' } };
    const res = await lin.call('POST', `${NW}/exports`, { body });
    expect(res.statusCode).toBe(201);
    const record = res.json().data;
    expect(record).toEqual({
      ref: expect.stringMatching(/^exp_/),
      dataset: 'transactions',
      format: 'csv',
      row_count: 42,
      created_at: new Date(TEST_START).toISOString(),
    });
    const auditExport = await lin.call('POST', `${NW}/exports`, {
      body: { ...body, dataset: 'audit_events' },
    });
    expect(auditExport.statusCode).toBe(403);
    expect(auditExport.json()).toEqual({
      code: 'forbidden',
      message: 'Your role (Viewer) cannot view the audit log.',
    });
    const ada = await signedIn(app);
    const adaExport = await ada.call('POST', `${NW}/exports`, {
      body: { ...body, dataset: 'audit_events', format: 'pdf', row_count: 3 },
    });
    expect(adaExport.statusCode).toBe(201);
    const events = (await ada.call('GET', `${NW}/audit-events?action=export.created`)).json().data;
    expect(
      events.map((e: { actor: { ref: string }; actor_role: string; target: unknown; after: unknown }) => [
        e.actor.ref,
        e.actor_role,
        e.target,
        e.after,
      ]),
    ).toEqual([
      [
        'usr_ada',
        'owner',
        { type: 'export', ref: adaExport.json().data.ref },
        { dataset: 'audit_events', format: 'pdf', filters: { from: '2026-03-01' }, row_count: 3 },
      ],
      [
        'usr_lin',
        'viewer',
        { type: 'export', ref: record.ref },
        { dataset: 'transactions', format: 'csv', filters: { from: '2026-03-01' }, row_count: 42 },
      ],
    ]);
    expect((await ada.call('POST', '/accounts/org_globex/exports', { body })).statusCode).toBe(404);
  });

  it('serves the roles and their permissions without signing in, in the order of Role (rule TEAM-19)', async () => {
    const { app } = await testApp();
    const res = await new Client(app).call('GET', '/resources/roles');
    expect(res.statusCode).toBe(200);
    const roles = res.json().data;
    expect(roles.map((r: { role: string }) => r.role)).toEqual([
      'owner',
      'admin',
      'approver',
      'member',
      'viewer',
    ]);
    expect(roles[4]).toEqual({ role: 'viewer', permissions: ['accounts.view', 'exports.create'] });
    expect(roles[0].permissions).toContain('ownership.transfer');
    expect(roles[1].permissions).not.toContain('ownership.transfer');
  });
});
