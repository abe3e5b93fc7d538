import type { StateStorage } from 'zustand/middleware';

// AES-GCM with a key derived by PBKDF2 from a build-time secret. This keeps values unreadable
// to casual inspection of localStorage; it is not a defence against script running in the page.

const SALT = new TextEncoder().encode('northwind-portal/local-storage/v1');
const ITERATIONS = 100_000;
const IV_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function deriveStorageKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt: SALT, iterations: ITERATIONS, hash: 'SHA-256' },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function encryptText(key: CryptoKey, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(plaintext),
  );
  const out = new Uint8Array(IV_BYTES + cipher.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(cipher), IV_BYTES);
  return toBase64(out);
}

export async function decryptText(key: CryptoKey, stored: string): Promise<string> {
  const bytes = fromBase64(stored);
  const iv = bytes.slice(0, IV_BYTES);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, bytes.slice(IV_BYTES));
  return new TextDecoder().decode(plain);
}

/** A zustand `StateStorage` and a TanStack Query persister's `AsyncStorage` at once. */
export interface EncryptedStorage extends StateStorage {
  getItem: (name: string) => Promise<string | null>;
  setItem: (name: string, value: string) => Promise<void>;
  removeItem: (name: string) => Promise<void>;
  /** Settles once every value given so far is in the backend (encrypting takes a moment, the first time longer). */
  written: () => Promise<void>;
}

/** One derivation per secret: PBKDF2 is slow on purpose, and every encrypted value of the app shares the key. */
const derivedKeys = new Map<string, Promise<CryptoKey>>();

function storageKeyOf(secret: string): Promise<CryptoKey> {
  let key = derivedKeys.get(secret);
  if (!key) {
    key = deriveStorageKey(secret);
    // A failed derivation is tried again next time rather than remembered.
    key.catch(() => derivedKeys.delete(secret));
    derivedKeys.set(secret, key);
  }
  return key;
}

/**
 * A zustand `StateStorage` (for `createJSONStorage(() => storage)`) that encrypts each value as
 * base64(iv + ciphertext). Unreadable or tampered values read as null, so the store starts clean.
 */
export function createEncryptedStorage(
  secret: string,
  backend: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage,
): EncryptedStorage {
  const key = () => storageKeyOf(secret);
  let writes: Promise<unknown> = Promise.resolve();
  return {
    async getItem(name) {
      const stored = backend.getItem(name);
      if (stored === null) return null;
      try {
        return await decryptText(await key(), stored);
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      const write = (async () => backend.setItem(name, await encryptText(await key(), value)))();
      writes = Promise.allSettled([writes, write]);
      return write;
    },
    async removeItem(name) {
      backend.removeItem(name);
    },
    async written() {
      await writes;
    },
  };
}
