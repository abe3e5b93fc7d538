import type { Flow, FlowState } from './flow-types.js';
import { dataOf, heldPayment, isRecord, merge, paymentChallenge, ruleTerms } from './flow-values.js';

/** A rule of the flow's own, on every bank account, holds what the flow submits, whatever rules the bank has. */
const ownRule = {
  operationId: 'createApprovalRule',
  body: (example: unknown) => merge(example, { bank_account_ref: null }),
};
const deleteOwnRule = { operationId: 'deleteApprovalRule', on: 'createApprovalRule', ends: true };

/** The approver rejects what the challenge of `challengeStep` covers, signing with a code of their own. */
const rejection = (challengeStep: string) => async (_example: unknown, flow: FlowState) => ({
  decision: 'reject',
  reason: 'Rejected by the contract kit: a test item, never to be paid.',
  authorization: {
    challenge_ref: dataOf(flow.answers.get(challengeStep)).challenge_ref,
    code: await flow.approverTotpCode(),
  },
});

/** One row of the threshold of the flow's own rule, to a recipient the bank has (the example's first row). */
const heldBatch = (example: unknown, flow: FlowState) => {
  const rule = dataOf(flow.answers.get('createApprovalRule'));
  const rows = isRecord(example) && Array.isArray(example.rows) ? example.rows : [];
  const first = rows.find((row) => isRecord(row) && typeof row.recipient_ref === 'string');
  return {
    name: 'contract-kit-check.csv',
    rows: [merge(first, { amount: rule.threshold, currency: rule.threshold_currency })],
  };
};

/** The approver's membership, found by email in the flow's members list. */
const approverMember = (flow: FlowState) => {
  const list = (flow.answers.get('listMembers')?.json as { data?: unknown } | null)?.data;
  const member = (Array.isArray(list) ? list : []).find(
    (m) =>
      isRecord(m) &&
      typeof m.email === 'string' &&
      m.email.toLowerCase() === flow.approver?.email.toLowerCase(),
  );
  return isRecord(member) ? member : undefined;
};
const approverPath = (flow: FlowState) => {
  const ref = approverMember(flow)?.user_ref;
  return typeof ref === 'string' ? { member: ref } : undefined;
};
/** A role for the approver other than theirs (and never the owner's), then theirs again. */
const otherRole = (flow: FlowState) => ({
  role: approverMember(flow)?.role === 'member' ? 'viewer' : 'member',
});
const ownRole = (flow: FlowState) => ({ role: approverMember(flow)?.role });

/**
 * Flows that need a second member who approves (--approver, with a second factor): what the kit's user
 * submits, an approval rule of the flow's own holds, and the approver rejects, so no money moves and the
 * bank is left as found (a rejected payment or batch stays listed). Last, the approver's role is changed and
 * changed back.
 */
export const APPROVAL_FLOWS: Flow[] = [
  {
    name: 'payment approval',
    needsApprover: true,
    steps: [
      ownRule,
      { operationId: 'getPaymentTimeWindow' },
      paymentChallenge(ruleTerms),
      { operationId: 'createPayment', body: heldPayment },
      {
        operationId: 'createApprovalChallenge',
        as: 'approver',
        body: (example, flow) =>
          merge(example, { payment_refs: [dataOf(flow.answers.get('createPayment')).ref] }),
      },
      { operationId: 'decidePayments', as: 'approver', body: rejection('createApprovalChallenge') },
      // Had the approver not rejected it, its maker takes it back.
      { operationId: 'recallPayment', on: 'createPayment', ends: true, fallback: true },
      deleteOwnRule,
    ],
  },
  {
    name: 'bulk payment approval',
    needsApprover: true,
    steps: [
      ownRule,
      {
        operationId: 'createPaymentBatchChallenge',
        secondFactor: true,
        body: (_example, flow) => batchTotals(flow),
      },
      { operationId: 'createPaymentBatch', body: signedBatch },
      { operationId: 'createPaymentBatchApprovalChallenge', on: 'createPaymentBatch', as: 'approver' },
      {
        operationId: 'decidePaymentBatch',
        on: 'createPaymentBatch',
        as: 'approver',
        body: rejection('createPaymentBatchApprovalChallenge'),
      },
      deleteOwnRule,
    ],
  },
  {
    name: 'member role',
    needsApprover: true,
    steps: [
      { operationId: 'listMembers' },
      {
        operationId: 'changeMemberRole',
        pathValues: approverPath,
        body: (_example, flow) => otherRole(flow),
      },
      { operationId: 'changeMemberRole', pathValues: approverPath, body: (_example, flow) => ownRole(flow) },
    ],
  },
];

/** What the batch challenge signs: the batch's one row, as totals per currency. */
function batchTotals(flow: FlowState) {
  const rule = dataOf(flow.answers.get('createApprovalRule'));
  return { totals: [{ currency: rule.threshold_currency, count: 1, amount: rule.threshold }] };
}

/** The held batch, signed by the kit's user with a current code when its challenge was made. */
async function signedBatch(example: unknown, flow: FlowState) {
  const challenge = dataOf(flow.answers.get('createPaymentBatchChallenge')).challenge_ref;
  const batch = heldBatch(example, flow);
  if (typeof challenge !== 'string') return batch;
  return { ...batch, authorization: { challenge_ref: challenge, code: await flow.totpCode() } };
}
