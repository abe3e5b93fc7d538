// The selected organization account survives reloads; it is a plain ref, not a secret.
export const CURRENT_ACCOUNT_STORAGE_KEY = 'portal.currentAccountRef';

export function readStoredAccountRef(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    return storage?.getItem(CURRENT_ACCOUNT_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeStoredAccountRef(
  ref: string,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    if (ref) storage?.setItem(CURRENT_ACCOUNT_STORAGE_KEY, ref);
    else storage?.removeItem(CURRENT_ACCOUNT_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the selection still works for this page.
  }
}
