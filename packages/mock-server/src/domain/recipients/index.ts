export { type Upload, uploadKycDocument } from './kyc.js';
export {
  registerKnownPayee,
  requirePayeeConfirmation,
  runPayeeCheck,
  schemeOf,
  verifyPayee,
} from './payee-verification.js';
export type {
  KnownPayee,
  KycDocumentRecord,
  PayeeVerificationRecord,
  RecipientRecord,
  RecipientStatus,
} from './recipient-records.js';
export {
  addRecipient,
  createRecipient,
  deleteRecipient,
  listRecipients,
  parseRecipientInput,
  requireRecipient,
  updateRecipient,
} from './recipients.js';
