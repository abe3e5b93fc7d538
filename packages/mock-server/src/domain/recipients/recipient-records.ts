import type { components } from '@portal/api-types/schema';

/**
 * The simulator's records of recipients, payee checks, KYC documents (money in bigint minor units, times in epoch ms), typed with the
 * contract's generated schema: a contract change the simulator does not follow breaks its compile.
 */
type S = components['schemas'];

export type RecipientStatus = S['RecipientStatus'];

type Recipient = S['Recipient'];

export type RecipientRecord = Pick<
  Recipient,
  'ref' | 'type' | 'name' | 'email' | 'country' | 'currency' | 'status'
> & {
  orgRef: S['OrganizationRef'];
  legalName: Recipient['legal_name'];
  registrationNumber: Recipient['registration_number'];
  bankDetails: Recipient['bank_details'];
  createdAt: number;
  updatedAt: number;
  /** The payee check of the last create or change of name, type or bank details (payee-verification.ts). */
  verification?: PayeeVerificationRecord;
};

/** The holder of an account as the payee's bank knows it. */
export type KnownPayee = { name: string; type: S['RecipientType'] };

type PayeeVerification = S['PayeeVerification'];

export type PayeeVerificationRecord = Pick<PayeeVerification, 'outcome' | 'scheme'> & {
  checkedName: PayeeVerification['checked_name'];
  nameHeld: PayeeVerification['name_held'];
  accountTypeHeld: PayeeVerification['account_type_held'];
  checkedAt: number;
};

type KycDocument = S['KycDocument'];

export type KycDocumentRecord = Pick<KycDocument, 'ref' | 'status'> & {
  recipientRef: S['RecipientRef'];
  documentType: KycDocument['document_type'];
  fileName: KycDocument['file_name'];
  contentType: KycDocument['content_type'];
  sizeBytes: KycDocument['size_bytes'];
  uploadedAt: number;
};
