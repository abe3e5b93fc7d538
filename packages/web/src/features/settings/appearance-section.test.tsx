import { i18n } from '@lingui/core';
import { unwrap } from '@portal/api-types';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APPEARANCE_NOT_SAVED_TEXT } from '../../domains/preferences/use-appearance';
import { apiClient } from '../../domains/session/api-client';
import { mockControl, renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { useColorModeStore } from '../../theme/color-mode-store';
import { AppearanceSection } from './appearance-section';

configure({ asyncUtilTimeout: 10_000 });
serveMockBank({ signIn: false });

const saved = async () => (await unwrap(apiClient.GET('/user/preferences'))).data.theme;
const pageMode = () => [...document.documentElement.classList].filter((c) => c === 'light' || c === 'dark');

afterEach(() => {
  useColorModeStore.getState().choose('system');
  localStorage.clear();
});

// rule UI-31 (docs/rules/layout-and-ui.md)
describe('AppearanceSection against the mock bank', () => {
  it('a choice in settings shows at once and is saved for the user', async () => {
    await signInToMockBank();
    const { user } = renderScreen(<AppearanceSection />);
    expect(screen.getByRole('radio', { name: 'As my device' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(pageMode()).toEqual(['dark']);
    await waitFor(async () => expect(await saved()).toBe('dark'));
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(pageMode()).toEqual(['light']);
    await waitFor(async () => expect(await saved()).toBe('light'));
  });

  it('a save the bank cannot take leaves the choice in this browser and says it was not saved', async () => {
    await signInToMockBank();
    await mockControl('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/user/preferences', method: 'PATCH', status: 503, count: 1 }),
    });
    const { user } = renderScreen(<AppearanceSection />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(await screen.findByText(i18n._(APPEARANCE_NOT_SAVED_TEXT))).toBeInTheDocument();
    expect(pageMode()).toEqual(['dark']);
    expect(await saved()).toBe('system');
  });
});
