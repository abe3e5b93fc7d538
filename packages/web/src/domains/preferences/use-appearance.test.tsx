import { unwrap } from '@portal/api-types';
import { configure, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { useColorModeStore } from '../../theme/color-mode-store';
import { apiClient } from '../session/api-client';
import { useUnsavedAppearanceStore } from './signed-out-appearance';
import { useSavedAppearance } from './use-appearance';

configure({ asyncUtilTimeout: 10_000 });
serveMockBank({ signIn: false });

function SavedAppearance() {
  useSavedAppearance();
  return null;
}

afterEach(() => {
  useUnsavedAppearanceStore.setState({ unsaved: null });
  useColorModeStore.getState().choose('system');
  localStorage.clear();
});

// rule UI-31 (docs/rules/layout-and-ui.md)
describe('useSavedAppearance against the mock bank', () => {
  it('after sign-in, the browser takes what the user saved on another device', async () => {
    await signInToMockBank();
    await unwrap(apiClient.PATCH('/user/preferences', { body: { theme: 'dark' } }));
    expect(useColorModeStore.getState().choice).toBe('system');
    renderScreen(<SavedAppearance />);
    await waitFor(() => expect(useColorModeStore.getState().choice).toBe('dark'));
    expect(document.documentElement).toHaveClass('dark');
  });

  it('a choice made on the sign-in screens is saved for the user at sign-in, not overwritten', async () => {
    useColorModeStore.getState().choose('dark');
    useUnsavedAppearanceStore.setState({ unsaved: 'dark' });
    await signInToMockBank();
    renderScreen(<SavedAppearance />);
    await waitFor(async () =>
      expect((await unwrap(apiClient.GET('/user/preferences'))).data.theme).toBe('dark'),
    );
    expect(useColorModeStore.getState().choice).toBe('dark');
    expect(useUnsavedAppearanceStore.getState().unsaved).toBeNull();
  });
});
