import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { toastError } from '../../lib/toast';
import type { ColorModeChoice } from '../../theme/color-mode';
import { useColorModeStore } from '../../theme/color-mode-store';
import { useColorMode } from '../../theme/use-color-mode';
import { useSessionStore } from '../session/session-store';
import { useUnsavedAppearanceStore } from './signed-out-appearance';
import { saveUserPreferences, type UserPreferencesUpdate, useUserPreferencesQuery } from './user-preferences';

/**
 * Light, dark or as the device, for a signed-in user: the choice applies at once in this browser (and its other
 * tabs) and is saved for them.
 */
export function useAppearance() {
  const { choice, mode, choose } = useColorMode();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const save = useSaveAppearance();
  const change = (next: ColorModeChoice) => {
    choose(next);
    if (isLoggedIn) save({ theme: next });
  };
  return { choice, mode, change };
}

/**
 * After sign-in, the browser takes the appearance the user saved on any device, unless they chose one on the
 * sign-in screens just now: that newer choice is saved for them instead. Mounted by the signed-in frame.
 */
export function useSavedAppearance() {
  const saved = useUserPreferencesQuery().data?.theme;
  const save = useSaveAppearance();
  useEffect(() => {
    if (!saved) return;
    const { unsaved } = useUnsavedAppearanceStore.getState();
    if (unsaved) {
      useUnsavedAppearanceStore.setState({ unsaved: null });
      if (unsaved !== saved) save({ theme: unsaved });
      return;
    }
    if (saved !== useColorModeStore.getState().choice) useColorModeStore.getState().choose(saved);
  }, [saved, save]);
}

// The English text (tests look for it); the toast says it in the active language.
export const APPEARANCE_NOT_SAVED_TEXT = msg`The colour mode applies in this browser, but could not be saved for your other devices. Try again later.`;

/** Saves in the background; a failure leaves the choice in this browser and says it was not saved. */
function useSaveAppearance() {
  const queryClient = useQueryClient();
  return useCallback(
    (body: UserPreferencesUpdate) => {
      saveUserPreferences(queryClient, body).catch(() => toastError(i18n._(APPEARANCE_NOT_SAVED_TEXT)));
    },
    [queryClient],
  );
}
