import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQueryList } from '../../../testing/dom-polyfills';
import { renderUi } from '../../../testing/render';
import { ListFilters } from './list-filters';
import { NARROW_SCREEN_QUERY } from './use-narrow-screen';

afterEach(() => vi.restoreAllMocks());

const filters = (
  <label>
    Status
    <input />
  </label>
);

describe('ListFilters', () => {
  it('shows the filters as they are from md up', () => {
    renderUi(<ListFilters activeCount={1}>{filters}</ListFilters>);
    expect(screen.getByRole('textbox', { name: 'Status' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
  });

  it('on phones puts them behind a "Filters" button that says how many are in use', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      staticMediaQueryList(query, query === NARROW_SCREEN_QUERY),
    );
    const { user } = renderUi(<ListFilters activeCount={2}>{filters}</ListFilters>);
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(toggle);
    // The collapsible's state machine answers the click on its own schedule: a loaded machine sees it late.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(await screen.findByRole('textbox', { name: 'Status' })).toBeInTheDocument();
  });
});
