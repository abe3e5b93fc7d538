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

interface FileLike {
  name: string;
  type: string;
}

/**
 * Whether a file is accepted by a list of allowed types (extensions like '.pdf' or 'pdf',
 * media types like 'image/png', or families like 'image/*'). Accepted if the name ends with an
 * allowed extension, the media type matches exactly, or it matches a wildcard family.
 * An empty list accepts everything.
 */
export function isFileTypeAccepted(file: FileLike, accepted: ReadonlyArray<string>): boolean {
  if (accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accepted.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (!rule) return false;
    if (rule.includes('/')) {
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    }
    const ext = rule.startsWith('.') ? rule : `.${rule}`;
    return name.endsWith(ext);
  });
}

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
  return `Unsupported file type. Supported type: ${types.map((t) => `.${t}`).join(', ')}`;
}
