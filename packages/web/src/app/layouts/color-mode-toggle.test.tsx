import { unwrap } from '@portal/api-types';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUnsavedAppearanceStore } from '../../domains/preferences/signed-out-appearance';
import { apiClient } from '../../domains/session/api-client';
import { useSessionStore } from '../../domains/session/session-store';
import { renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { useColorModeStore } from '../../theme/color-mode-store';
import { AuthLayout } from './auth-layout';
import { ColorModeToggle } from './color-mode-toggle';

configure({ asyncUtilTimeout: 10_000 });
serveMockBank({ signIn: false });

const pageMode = () => [...document.documentElement.classList].filter((c) => c === 'light' || c === 'dark');

afterEach(() => {
  useUnsavedAppearanceStore.setState({ unsaved: null });
  useColorModeStore.getState().choose('system');
  localStorage.clear();
});

// rule UI-31 (docs/rules/layout-and-ui.md)
describe('the light and dark switch', () => {
  it('on the sign-in card, flips light and dark and keeps the choice until there is a user to save it for', async () => {
    const { user } = renderScreen(<AuthLayout />);
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(pageMode()).toEqual(['dark']);
    expect(localStorage.getItem('portal.color-mode')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(pageMode()).toEqual(['light']);
    expect(useUnsavedAppearanceStore.getState().unsaved).toBe('light');
    await signInToMockBank();
    expect((await unwrap(apiClient.GET('/user/preferences'))).data.theme).toBe('system');
  });

  it('in the signed-in header, saves the flip for the user', async () => {
    await signInToMockBank();
    const { user } = renderScreen(<ColorModeToggle />);
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    await waitFor(async () =>
      expect((await unwrap(apiClient.GET('/user/preferences'))).data.theme).toBe('dark'),
    );
  });
});
