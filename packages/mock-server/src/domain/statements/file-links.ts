import { type Bank, DomainError, notFound, randomHex, type Store } from '../bank/index.js';

/** A file the bank built, as it is downloaded. */
export type BuiltFile = {
  content: Uint8Array;
  contentType: 'application/pdf' | 'text/csv' | 'application/xml' | 'text/plain';
  fileName: string;
};

export type FileLinkRecord = { token: string; file: BuiltFile; expiresAt: number };

/** How long a download link works. */
export const LINK_TTL_MS = 15 * 60_000;
/** An expired link answers 410 for this long, then it is forgotten (404). */
const EXPIRED_KEPT_MS = 60 * 60_000;

/**
 * Download links live beside the store, not in it: they are short-lived capabilities, not the bank's records,
 * so a state export leaves them out and a reset forgets them.
 */
const linksByStore = new WeakMap<Store, Map<string, FileLinkRecord>>();

function linksOf(store: Store): Map<string, FileLinkRecord> {
  let links = linksByStore.get(store);
  if (!links) {
    links = new Map();
    linksByStore.set(store, links);
  }
  return links;
}

/** A new link to `file`, working for 15 minutes on the bank's clock. */
export function issueFileLink(bank: Bank, file: BuiltFile): FileLinkRecord {
  const link = { token: `file_${randomHex(16)}`, file, expiresAt: bank.clock.now() + LINK_TTL_MS };
  linksOf(bank.store).set(link.token, link);
  return link;
}

/** The file behind a link: 404 for a token the bank never gave (or forgot), 410 once it expired. */
export function openFileLink(bank: Bank, token: string): BuiltFile {
  const link = linksOf(bank.store).get(token);
  if (!link) throw notFound('file');
  if (bank.clock.now() >= link.expiresAt)
    throw new DomainError(410, 'This download link has expired. Ask for the file again.', {
      code: 'file_link_expired',
    });
  return link.file;
}

/** Forgets links that expired more than an hour ago. */
export function pruneFileLinks(bank: Bank, now: number): void {
  const links = linksByStore.get(bank.store);
  if (!links) return;
  for (const [token, link] of links) if (now - link.expiresAt > EXPIRED_KEPT_MS) links.delete(token);
}
