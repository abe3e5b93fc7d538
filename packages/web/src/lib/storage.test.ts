import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createEncryptedStorage } from './storage';

describe('createEncryptedStorage', () => {
  it('round-trips a value and never stores the plaintext', async () => {
    localStorage.clear();
    const storage = createEncryptedStorage('build-secret');
    await storage.setItem('flag', '{"persistLogin":true}');
    const raw = localStorage.getItem('flag') ?? '';
    expect(raw).not.toContain('persistLogin');
    expect(raw).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await storage.getItem('flag')).toBe('{"persistLogin":true}');
  });

  it('uses a fresh IV for every write', async () => {
    const storage = createEncryptedStorage('build-secret');
    await storage.setItem('a', 'same');
    const first = localStorage.getItem('a');
    await storage.setItem('a', 'same');
    expect(localStorage.getItem('a')).not.toBe(first);
  });

  it('reads null for a missing, tampered or foreign-key value', async () => {
    const storage = createEncryptedStorage('build-secret');
    expect(await storage.getItem('missing')).toBeNull();
    await storage.setItem('x', 'secret');
    const other = createEncryptedStorage('another-secret');
    expect(await other.getItem('x')).toBeNull();
    localStorage.setItem('x', 'AAAA');
    expect(await storage.getItem('x')).toBeNull();
  });

  it('removes values', async () => {
    const storage = createEncryptedStorage('build-secret');
    await storage.setItem('r', 'v');
    await storage.removeItem('r');
    expect(localStorage.getItem('r')).toBeNull();
  });

  it('works as a zustand persist storage', async () => {
    localStorage.clear();
    const storage = createEncryptedStorage('build-secret');
    const useFlag = create<{ persistLogin: boolean; set: (v: boolean) => void }>()(
      persist((set) => ({ persistLogin: false, set: (v) => set({ persistLogin: v }) }), {
        name: 'persist-login',
        storage: createJSONStorage(() => storage),
      }),
    );
    useFlag.getState().set(true);
    await expect.poll(() => localStorage.getItem('persist-login')).not.toBeNull();
    expect(localStorage.getItem('persist-login')).not.toContain('persistLogin');
    expect(await storage.getItem('persist-login')).toContain('"persistLogin":true');
  });
});
