import { refOf } from './contract-formats.js';

/** The contract's refs, each with its prefix. */
export const userRef = refOf('usr');
export const orgRef = refOf('org');
export const bankAccountRef = refOf('ba');
export const balanceRef = refOf('bal');
export const transactionRef = refOf('txn');
export const paymentRef = refOf('pay');
export const paymentBatchRef = refOf('pbt');
export const standingOrderRef = refOf('so');
export const recipientRef = refOf('rcp');
export const kycDocumentRef = refOf('kyc');
export const notificationRef = refOf('ntf');
export const fxQuoteRef = refOf('quo');
export const fxTradeRef = refOf('fxt');
export const invitationRef = refOf('ivt');
export const approvalRuleRef = refOf('apr');
export const challengeRef = refOf('chl');
export const auditEventRef = refOf('aud');
export const apiKeyRef = refOf('key');
export const webhookEndpointRef = refOf('whe');
export const webhookDeliveryRef = refOf('whd');
export const transactionExportRef = refOf('txx');
export const balanceConfirmationRef = refOf('bcf');
