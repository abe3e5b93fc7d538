import type { components } from '@portal/api-types/schema';
import type { User } from './user-records.js';

type S = components['schemas'];

/** What a user who never chose sees: British English, following the device's light or dark setting. */
export const DEFAULT_PREFERENCES: S['UserPreferences'] = { locale: 'en-GB', theme: 'system' };

/** Applies the fields sent; the contract has already refused unknown values and an empty change. */
export function changePreferences(user: User, update: S['UserPreferencesUpdate']): S['UserPreferences'] {
  user.preferences = {
    locale: update.locale ?? user.preferences.locale,
    theme: update.theme ?? user.preferences.theme,
  };
  return user.preferences;
}
