import { t } from '@lingui/core/macro';
import type { FileRejection } from 'react-dropzone';
import { type FileTypeKey, unsupportedTypeMessage } from '../../lib/file-type';

/** Shown for a wrong type, then cleared after this many ms (rule UI-17). */
export const UNSUPPORTED_TYPE_CLEAR_MS = 2500;

export interface FileLimits {
  types: ReadonlyArray<FileTypeKey>;
  maxSize?: number;
  minSize?: number;
}

/** The generic texts of rule UI-17 for a dropzone error code. */
export function fileErrorMessage(code: string, { types, maxSize, minSize }: FileLimits): string {
  switch (code) {
    case 'file-invalid-type': {
      const list = types.map((type) => `.${type}`);
      const type = list[0] ?? '';
      const typeList = list.join(', ');
      return list.length === 1 ? t`File type must be ${type}` : t`File type must be one of ${typeList}`;
    }
    case 'file-too-large': {
      const size = maxSize ?? 0;
      return t`File is larger than ${size} bytes`;
    }
    case 'file-too-small': {
      const size = minSize ?? 0;
      return t`File is smaller than ${size} bytes`;
    }
    case 'too-many-files':
      return t`Too many files`;
    default:
      return t`File could not be used`;
  }
}

/** The message for a rejected drop: the unsupported-type text, or the first generic error. */
export function rejectionMessage(
  rejections: ReadonlyArray<FileRejection>,
  limits: FileLimits,
): {
  message: string;
  transient: boolean;
} | null {
  const first = rejections[0];
  if (!first) return null;
  if (rejections.length > 1) return { message: fileErrorMessage('too-many-files', limits), transient: false };
  const code = first.errors[0]?.code ?? '';
  if (code === 'file-invalid-type') return { message: unsupportedTypeMessage(limits.types), transient: true };
  return { message: fileErrorMessage(code, limits), transient: false };
}
