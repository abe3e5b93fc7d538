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

/** The persist-login flag, kept encrypted in localStorage (rule SES-09). */
export const usePersistLoginStore = create<PersistLoginStore>()(
  persist(
    (set) => ({
      persistLogin: false,
      setPersistLogin: (persistLogin) => set({ persistLogin }),
    }),
    {
      name: PERSIST_LOGIN_STORAGE_KEY,
      storage: createJSONStorage(() => createEncryptedStorage(env.storageSecret)),
      partialize: (state) => ({ persistLogin: state.persistLogin }),
    },
  ),
);

/** The flag once the encrypted value has been read (decryption is asynchronous). */
export async function readPersistLogin(): Promise<boolean> {
  if (!usePersistLoginStore.persist.hasHydrated()) await usePersistLoginStore.persist.rehydrate();
  return usePersistLoginStore.getState().persistLogin;
}
