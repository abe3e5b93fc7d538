import { t } from '@lingui/core/macro';

/** Upload types the portal knows, by extension → media type. */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
} as const;

export type FileTypeKey = keyof typeof FILE_TYPES;

export const DEFAULT_FILE_TYPES: ReadonlyArray<FileTypeKey> = ['png', 'jpeg'];

/** react-dropzone's `accept` map for the given type keys ({ 'image/png': ['.png'], … }). */
export function toDropzoneAccept(types: ReadonlyArray<FileTypeKey>): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const key of types) {
    const mime = FILE_TYPES[key];
    accept[mime] = [...(accept[mime] ?? []), `.${key}`];
  }
  return accept;
}

/** 'Unsupported file type. Supported type: .png, .jpeg' */
export function unsupportedTypeMessage(types: ReadonlyArray<FileTypeKey>): string {
  const supported = types.map((type) => `.${type}`).join(', ');
  return t`Unsupported file type. Supported type: ${supported}`;
}
