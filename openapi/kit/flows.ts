import { APPROVAL_FLOWS } from './approval-flows.js';
import type { Flow } from './flow-types.js';
import { currentOf, dataOf, executionDate, heldPayment, isoDate, isRecord, merge } from './flow-values.js';
import { REFUSAL_FLOWS } from './refusal-flow.js';

/** A one-page PDF (a PDF by its first bytes, as the bank checks) as a recipient's certificate of incorporation. */
function kycDocument(): FormData {
  const form = new FormData();
  form.set('document_type', 'certificate_of_incorporation');
  const pdf =
    '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'contract-kit-certificate.pdf');
  return form;
}

/** The flows of the full walk, in the order a bank's client meets them. */
export const FLOWS: Flow[] = [
  {
    name: 'recipient',
    steps: [
      { operationId: 'createRecipient' },
      { operationId: 'getRecipient', on: 'createRecipient' },
      { operationId: 'updateRecipient', on: 'createRecipient' },
      { operationId: 'uploadRecipientKycDocument', on: 'createRecipient', form: () => kycDocument() },
      { operationId: 'deleteRecipient', on: 'createRecipient', ends: true },
    ],
  },
  { name: 'payee check', steps: [{ operationId: 'verifyPayee' }] },
  {
    name: 'payment',
    steps: [
      { operationId: 'getPaymentTimeWindow' },
      { operationId: 'createPaymentChallenge', secondFactor: true },
      {
        operationId: 'createPayment',
        // A user with a second factor signs the payment the challenge was made for (same recipient, amount
        // and currency) with a current code.
        body: async (example, flow) => {
          const challenge = dataOf(flow.answers.get('createPaymentChallenge')).challenge_ref;
          const terms = flow.sent.get('createPaymentChallenge');
          const code = typeof challenge === 'string' ? await flow.totpCode() : null;
          const signed =
            typeof challenge === 'string' && isRecord(terms) && code
              ? { ...terms, authorization: { challenge_ref: challenge, code } }
              : {};
          return merge(example, { execution_date: executionDate(flow), ...signed });
        },
      },
      { operationId: 'getPayment', on: 'createPayment' },
      { operationId: 'cancelPayment', on: 'createPayment', ends: true },
    ],
  },
  {
    name: 'approval rule',
    steps: [
      { operationId: 'createApprovalRule' },
      { operationId: 'updateApprovalRule', on: 'createApprovalRule' },
      { operationId: 'deleteApprovalRule', on: 'createApprovalRule', ends: true },
    ],
  },
  {
    name: 'payment awaiting approval',
    steps: [
      // A rule of the flow's own holds the payment, whatever rules the bank has.
      { operationId: 'createApprovalRule', body: (example) => merge(example, { bank_account_ref: null }) },
      { operationId: 'getPaymentTimeWindow' },
      { operationId: 'createPayment', body: heldPayment },
      { operationId: 'recallPayment', on: 'createPayment', ends: true },
      { operationId: 'deleteApprovalRule', on: 'createApprovalRule', ends: true },
    ],
  },
  {
    name: 'standing order',
    steps: [
      {
        operationId: 'createStandingOrder',
        body: (example) => {
          const schedule = isRecord(example) && isRecord(example.schedule) ? example.schedule : {};
          const start = isoDate(new Date(Date.now() + 14 * 86_400_000));
          return merge(example, { schedule: { ...schedule, start_date: start } });
        },
      },
      { operationId: 'updateStandingOrder', on: 'createStandingOrder' },
      { operationId: 'skipStandingOrderOccurrence', on: 'createStandingOrder' },
      { operationId: 'pauseStandingOrder', on: 'createStandingOrder' },
      { operationId: 'resumeStandingOrder', on: 'createStandingOrder' },
      { operationId: 'cancelStandingOrder', on: 'createStandingOrder', ends: true },
    ],
  },
  { name: 'payment batch check', steps: [{ operationId: 'validatePaymentBatch' }] },
  { name: 'FX quote', steps: [{ operationId: 'requestFxQuote' }] },
  {
    name: 'invitation',
    steps: [
      {
        operationId: 'createInvitation',
        body: (example) => merge(example, { email: `kit-${Date.now()}@example.test` }),
      },
      { operationId: 'resendInvitation', on: 'createInvitation' },
      { operationId: 'revokeInvitation', on: 'createInvitation', ends: true },
    ],
  },
  {
    name: 'profile',
    steps: [
      { operationId: 'getUserProfile' },
      {
        operationId: 'updateUserProfile',
        body: (example, flow) => currentOf(example, dataOf(flow.answers.get('getUserProfile'))),
      },
    ],
  },
  {
    name: 'security policy',
    steps: [
      { operationId: 'getSecurityPolicy' },
      {
        operationId: 'updateSecurityPolicy',
        body: (example, flow) => currentOf(example, dataOf(flow.answers.get('getSecurityPolicy'))),
      },
    ],
  },
  {
    name: 'notifications',
    steps: [{ operationId: 'markNotificationRead' }, { operationId: 'markAllNotificationsRead' }],
  },
  { name: 'export record', steps: [{ operationId: 'recordExport' }] },
  ...APPROVAL_FLOWS,
  ...REFUSAL_FLOWS,
  // Last: the session goes on with the new access token and the rotated refresh cookie, to the sign-out.
  { name: 'session refresh', steps: [{ operationId: 'refreshToken' }] },
];
