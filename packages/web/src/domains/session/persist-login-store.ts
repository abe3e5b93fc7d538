import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { env } from '../../config/env';
import { createEncryptedStorage } from '../../lib/storage';

export const PERSIST_LOGIN_STORAGE_KEY = 'portal.persist-login';

interface PersistLoginStore {
  /** "Keep me signed in": restore the session on the next visit. */
  persistLogin: boolean;
  setPersistLogin: (persistLogin: boolean) => void;
}

const flagStorage = createEncryptedStorage(env.storageSecret);

/** The persist-login flag, kept encrypted in localStorage (rule SES-09). */
export const usePersistLoginStore = create<PersistLoginStore>()(
  persist(
    (set) => ({
      persistLogin: false,
      setPersistLogin: (persistLogin) => set({ persistLogin }),
    }),
    {
      name: PERSIST_LOGIN_STORAGE_KEY,
      storage: createJSONStorage(() => flagStorage),
      partialize: (state) => ({ persistLogin: state.persistLogin }),
    },
  ),
);

/** The flag once the encrypted value has been read (decryption is asynchronous). */
export async function readPersistLogin(): Promise<boolean> {
  if (!usePersistLoginStore.persist.hasHydrated()) await usePersistLoginStore.persist.rehydrate();
  return usePersistLoginStore.getState().persistLogin;
}

/**
 * Sets the flag and settles once it is in localStorage: a sign-in waits for it, so a reload or a closed tab
 * straight after still finds "Keep me signed in" (its first encryption derives the key, which takes a moment).
 */
export async function storePersistLogin(persistLogin: boolean): Promise<void> {
  usePersistLoginStore.getState().setPersistLogin(persistLogin);
  await flagStorage.written();
}
