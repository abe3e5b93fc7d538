import type { Bank } from '../bank/index.js';
import { DomainError, FieldErrorBag, KYC_DOCUMENT_TYPES, MAX_UPLOAD_BYTES, newRef } from '../bank/index.js';
import type { KycDocumentRecord, RecipientRecord } from './recipient-records.js';

/** The type is decided by the bytes (magic numbers), never by the name or the declared type. */
export function sniffContentType(data: Uint8Array): KycDocumentRecord['contentType'] | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => data[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (data[4] === 0x37 || data[4] === 0x39) && data[5] === 0x61)
    return 'image/gif';
  return null;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpeg',
  'image/gif': '.gif',
};

/** Keeps only the last path part, drops control and reserved characters, and bounds the length. */
export function sanitiseFileName(name: string, contentType: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || `document${EXTENSIONS[contentType] ?? ''}`;
}

export type Upload = { documentType: unknown; fileName: string; data: Uint8Array } | null;

export function uploadKycDocument(bank: Bank, recipient: RecipientRecord, upload: Upload): KycDocumentRecord {
  const bag = new FieldErrorBag();
  const type = KYC_DOCUMENT_TYPES.find((t) => t.code === upload?.documentType);
  if (!type) bag.add('document_type', 'The selected document type is invalid.');
  if (!upload || upload.data.length === 0) bag.add('file', 'A file is required.');
  bag.throwIfAny();
  if (!upload || !type) throw new DomainError(422, 'Invalid upload.');
  if (upload.data.length > MAX_UPLOAD_BYTES) {
    throw new DomainError(413, `File is larger than ${MAX_UPLOAD_BYTES} bytes`, {
      code: 'payload_too_large',
    });
  }
  if (upload.data.length > type.max_size_bytes) {
    bag.add('file', `File is larger than ${type.max_size_bytes} bytes`);
    bag.throwIfAny();
  }
  const contentType = sniffContentType(upload.data);
  if (!contentType || !type.allowed_content_types.includes(contentType)) {
    const list = type.allowed_content_types.map((c) => EXTENSIONS[c] ?? c).join(', ');
    bag.add('file', `Unsupported file type. Supported type: ${list}`);
    bag.throwIfAny();
  }
  // Refused just above; this only tells the compiler that the type is one of the contract's.
  if (!contentType) throw new DomainError(422, 'Invalid upload.');
  const record: KycDocumentRecord = {
    ref: newRef(bank.store, 'kyc'),
    recipientRef: recipient.ref,
    documentType: type.code,
    fileName: sanitiseFileName(upload.fileName, contentType),
    contentType,
    sizeBytes: upload.data.length,
    uploadedAt: bank.clock.now(),
    status: 'pending',
  };
  const list = bank.store.kycDocuments.get(recipient.ref) ?? [];
  list.push(record);
  bank.store.kycDocuments.set(recipient.ref, list);
  return record;
}
