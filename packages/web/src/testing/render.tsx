import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../theme/theme-provider';

/** Renders inside the portal's Chakra system and returns a user-event instance. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const user = userEvent.setup();
  const result = render(ui, { wrapper: ThemeProvider, ...options });
  return { user, ...result };
}
