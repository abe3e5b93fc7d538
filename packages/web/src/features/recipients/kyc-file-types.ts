import type { FileTypeKey } from '../../lib/file-type';

const BY_CONTENT_TYPE: Record<string, FileTypeKey> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
};

/** The upload field's type keys for a document type's allowed content types (unknown ones dropped). */
export function uploadTypesFor(contentTypes: ReadonlyArray<string>): FileTypeKey[] {
  return [
    ...new Set(contentTypes.map((t) => BY_CONTENT_TYPE[t]).filter((t): t is FileTypeKey => Boolean(t))),
  ];
}
