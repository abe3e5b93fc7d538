import { APPROVAL_FLOWS } from './approval-flows.js';
import type { Flow } from './flow-types.js';
import {
  currentOf,
  dataOf,
  executionDate,
  heldPayment,
  isoDate,
  isRecord,
  merge,
  paymentChallenge,
  ruleTerms,
  signed,
  signedChange,
} from './flow-values.js';
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
      paymentChallenge(),
      {
        operationId: 'createPayment',
        body: (example, flow) => signed(merge(example, { execution_date: executionDate(flow) }), flow),
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
      paymentChallenge(ruleTerms),
      { operationId: 'createPayment', body: heldPayment },
      { operationId: 'recallPayment', on: 'createPayment', ends: true },
      { operationId: 'deleteApprovalRule', on: 'createApprovalRule', ends: true },
    ],
  },
  {
    name: 'standing order',
    steps: [
      paymentChallenge(),
      {
        operationId: 'createStandingOrder',
        body: (example, flow) => {
          const schedule = isRecord(example) && isRecord(example.schedule) ? example.schedule : {};
          const start = isoDate(new Date(Date.now() + 14 * 86_400_000));
          return signed(merge(example, { schedule: { ...schedule, start_date: start } }), flow);
        },
      },
      // A new amount from a user with a second factor is signed: a challenge for the order's recipient and
      // currency, whose amount the change then takes.
      paymentChallenge((flow) => {
        const order = dataOf(flow.answers.get('createStandingOrder'));
        return { recipient_ref: order.recipient_ref, currency: order.currency };
      }),
      {
        operationId: 'updateStandingOrder',
        on: 'createStandingOrder',
        body: (example, flow) => signedChange(merge(example, {}), flow),
      },
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
    name: 'preferences',
    steps: [
      { operationId: 'getUserPreferences' },
      {
        operationId: 'updateUserPreferences',
        body: (example, flow) => currentOf(example, dataOf(flow.answers.get('getUserPreferences'))),
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
  // Apart: a user with no notification still marks them all read.
  { name: 'notification', steps: [{ operationId: 'markNotificationRead' }] },
  { name: 'notifications', steps: [{ operationId: 'markAllNotificationsRead' }] },
  { name: 'export record', steps: [{ operationId: 'recordExport' }] },
  {
    name: 'API key',
    steps: [
      // No expiry: the example's date would one day be in the past.
      { operationId: 'createApiKey', body: (example) => merge(example, { expires_at: null }) },
      { operationId: 'revokeApiKey', on: 'createApiKey', ends: true },
    ],
  },
  {
    name: 'webhook endpoint',
    steps: [
      // The mock bank's inbox takes events on any host; a real bank finds no such host, and the test
      // event's delivery records that as a failed attempt.
      {
        operationId: 'createWebhookEndpoint',
        body: (example) => merge(example, { url: 'https://erp.example/__mock/webhook-inbox/contract-kit' }),
      },
      { operationId: 'updateWebhookEndpoint', on: 'createWebhookEndpoint' },
      { operationId: 'rotateWebhookSecret', on: 'createWebhookEndpoint' },
      { operationId: 'sendTestWebhookEvent', on: 'createWebhookEndpoint' },
      { operationId: 'redeliverWebhook', on: 'sendTestWebhookEvent' },
      { operationId: 'deleteWebhookEndpoint', on: 'createWebhookEndpoint', ends: true },
    ],
  },
  {
    name: 'statement file',
    steps: [
      { operationId: 'createStatementFile' },
      { operationId: 'downloadFile', on: 'createStatementFile' },
    ],
  },
  {
    name: 'balance confirmation',
    steps: [
      { operationId: 'createBalanceConfirmation' },
      { operationId: 'verifyBalanceConfirmation', on: 'createBalanceConfirmation' },
    ],
  },
  {
    name: 'transaction export',
    steps: [
      { operationId: 'createTransactionExport' },
      { operationId: 'getTransactionExport', on: 'createTransactionExport' },
    ],
  },
  ...APPROVAL_FLOWS,
  ...REFUSAL_FLOWS,
  // Last: the session goes on with the new access token and the rotated refresh cookie, to the sign-out.
  { name: 'session refresh', steps: [{ operationId: 'refreshToken' }] },
];
