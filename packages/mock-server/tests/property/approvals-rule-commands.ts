import type fc from 'fast-check';
import type { ModelBank } from '../support/model-bank.js';
import { type ApprovalsModel, blocked } from './approvals-model.js';
import { verifyApprovals } from './approvals-verify.js';
import { expectRefusal, expectStatus } from './expect-refusal.js';

type Command = fc.AsyncCommand<ApprovalsModel, ModelBank>;
const NW = '/accounts/org_northwind';

export const bigRule = (approvals_required: number) => ({
  threshold: '100000.00',
  threshold_currency: 'GBP',
  bank_account_ref: null,
  currency: null,
  first_payment_to_recipient: false,
  approvals_required,
  approver_roles: ['owner', 'admin', 'approver'],
});

/**
 * Ada changes the rule from 100,000.00 GBP to need 1 or 2 approvals (adding it again when deleted), or
 * deletes it. A rule some maker could never get approved is refused (rule APR-03); payments already waiting
 * keep the rule that caught them (rule APR-04).
 */
export class SetRule implements Command {
  constructor(readonly to: 1 | 2 | 'deleted') {}

  check = (m: Readonly<ApprovalsModel>) => this.to !== 'deleted' || m.bigRule !== null;

  async run(m: ApprovalsModel, real: ModelBank): Promise<void> {
    const ada = await real.as('ada');
    m.now = real.now;
    const rule = m.bigRule;
    if (this.to === 'deleted') {
      if (!rule) throw new Error('no rule to delete');
      expectStatus(await ada.call('DELETE', `${NW}/approval-rules/${rule.ref}`), 204, 'rule deleted');
      m.bigRule = null;
      return verifyApprovals(m, real);
    }
    const res = rule
      ? await ada.call('PUT', `${NW}/approval-rules/${rule.ref}`, { body: bigRule(this.to) })
      : await ada.call('POST', `${NW}/approval-rules`, { body: bigRule(this.to) });
    if (blocked(m, this.to)) {
      expectRefusal(res, { status: 422, code: 'approval_blocked' }, 'a rule some maker cannot get approved');
      return verifyApprovals(m, real);
    }
    expectStatus(res, rule ? 200 : 201, 'rule saved');
    m.bigRule = { ref: res.json().data.ref, required: this.to };
    return verifyApprovals(m, real);
  }

  toString = () => (this.to === 'deleted' ? 'delete the 100,000 rule' : `the 100,000 rule needs ${this.to}`);
}
