import { t } from '@lingui/core/macro';

export type ChunkLoadCause = 'timeout' | 'missing' | 'error';

export interface ChunkLoadFailure {
  chunkId: string;
  cause: ChunkLoadCause;
  /** The script that failed, when known. */
  src: string;
}

const CHUNK_MESSAGE = /Loading chunk (\S+) failed\.?(?:\s*\((timeout|missing|error): ([^)]*)\))?/i;
// How browsers report a failed dynamic import (Chromium, Firefox, Safari) and Vite a failed preload.
const DYNAMIC_IMPORT_MESSAGES = [
  /Failed to fetch dynamically imported module:?\s*(\S*)/i,
  /error loading dynamically imported module:?\s*(\S*)/i,
  /Importing a module script failed\.?\s*(\S*)/i,
  /Unable to preload CSS for\s*(\S*)/i,
];

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return '';
}

function toCause(text: string | undefined): ChunkLoadCause {
  const lower = text?.toLowerCase();
  return lower === 'timeout' || lower === 'missing' ? lower : 'error';
}

/** A chunk id from a script URL: its file name without the extension. */
export function chunkIdFromSrc(src: string): string {
  const file = src.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return file.replace(/\.(m?js|css)$/i, '') || 'unknown';
}

/** Recognises a failed on-demand load of a screen; null for any other error. */
export function parseChunkLoadError(error: unknown): ChunkLoadFailure | null {
  const message = messageOf(error);
  const chunk = CHUNK_MESSAGE.exec(message);
  if (chunk) {
    const cause = toCause(chunk[2]);
    return { chunkId: chunk[1] ?? 'unknown', cause, src: chunk[3] ?? '' };
  }
  for (const pattern of DYNAMIC_IMPORT_MESSAGES) {
    const match = pattern.exec(message);
    if (match) {
      const src = match[1] ?? '';
      return { chunkId: src ? chunkIdFromSrc(src) : 'unknown', cause: 'error', src };
    }
  }
  return null;
}

/** The text of rule NAV-08: 'Loading chunk {id} failed' plus the cause. */
export function chunkLoadFailureText(failure: ChunkLoadFailure): { title: string; cause: string } {
  const { chunkId, cause } = failure;
  // The cause is the loader's own word (timeout, missing, error) and the source a file: neither is translated.
  const source = failure.src || t`unknown source`;
  return {
    title: t`Loading chunk ${chunkId} failed`,
    cause: `(${cause}: ${source})`,
  };
}
