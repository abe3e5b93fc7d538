import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import type { ModelBank } from '../support/model-bank.js';
import type { Client } from '../support/test-app.js';
import { type ApprovalsModel, challengeRefusal, type Role, roleOf } from './approvals-model.js';
import { verifyApprovals } from './approvals-verify.js';
import { expectRefusal, expectStatus } from './expect-refusal.js';

type Command = fc.AsyncCommand<ApprovalsModel, ModelBank>;
const NW = '/accounts/org_northwind';

/** A challenge `who` takes now for a payment they could approve, before ada changes their membership. */
async function heldChallenge(m: ApprovalsModel, real: ModelBank, who: 'grace' | 'lin') {
  const client = await real.as(who);
  await real.nextStep();
  m.now = real.now;
  const p = m.payments.find((candidate) => challengeRefusal(m, who, [candidate]) === null);
  if (!p) return null;
  const chl = await client.call('POST', `${NW}/approval-challenges`, { body: { payment_refs: [p.ref] } });
  expectStatus(chl, 201, 'approval challenge');
  return { client, ref: chl.json().data.challenge_ref as string };
}

/** Approving with the challenge taken before the change: who may approve is read at the decision (APR-12). */
async function approveLate(real: ModelBank, who: 'grace' | 'lin', held: { client: Client; ref: string }) {
  return held.client.call('POST', `${NW}/approval-decisions`, {
    body: { decision: 'approve', authorization: { challenge_ref: held.ref, code: await real.code(who) } },
    headers: { 'idempotency-key': randomUUID() },
  });
}

/**
 * Ada makes an approver a member or an approver again (team endpoints). With `late`, the approver took a
 * challenge just before being made a member, and their approval with it is refused.
 */
export class ChangeRole implements Command {
  constructor(
    readonly who: 'grace' | 'lin',
    readonly role: 'member' | 'approver',
    readonly late: boolean,
  ) {}

  check = () => true;

  async run(m: ApprovalsModel, real: ModelBank): Promise<void> {
    const before: Role = roleOf(m, this.who);
    const held = this.late && this.role === 'member' ? await heldChallenge(m, real, this.who) : null;
    const ada = await real.as('ada');
    m.now = real.now;
    const res = await ada.call('PATCH', `${NW}/members/usr_${this.who}`, { body: { role: this.role } });
    if (before === 'removed') {
      expectRefusal(res, { status: 404 }, 'a role change of someone removed');
      return verifyApprovals(m, real);
    }
    expectStatus(res, 200, 'role change');
    m.roles[this.who] = this.role;
    if (held) {
      expectRefusal(
        await approveLate(real, this.who, held),
        { status: 403, code: 'forbidden', message: 'Your role (Member) cannot approve payments.' },
        'an approval after the demotion',
      );
    }
    return verifyApprovals(m, real);
  }

  toString = () => `role(${this.who} → ${this.role}${this.late ? ', late approval' : ''})`;
}

/** Ada removes an approver; with `late`, their approval with a challenge taken before finds nothing (404). */
export class Remove implements Command {
  constructor(
    readonly who: 'grace' | 'lin',
    readonly late: boolean,
  ) {}

  check = () => true;

  async run(m: ApprovalsModel, real: ModelBank): Promise<void> {
    const before: Role = roleOf(m, this.who);
    const held = this.late && before === 'approver' ? await heldChallenge(m, real, this.who) : null;
    const ada = await real.as('ada');
    m.now = real.now;
    const res = await ada.call('DELETE', `${NW}/members/usr_${this.who}`);
    if (before === 'removed') {
      expectRefusal(res, { status: 404 }, 'removing someone removed');
      return verifyApprovals(m, real);
    }
    expectStatus(res, 204, 'removal');
    m.roles[this.who] = 'removed';
    if (held)
      expectRefusal(await approveLate(real, this.who, held), { status: 404 }, 'an approval after removal');
    return verifyApprovals(m, real);
  }

  toString = () => `remove(${this.who}${this.late ? ', late approval' : ''})`;
}
