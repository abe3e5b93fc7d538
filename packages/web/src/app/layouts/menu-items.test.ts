import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, matchesPath } from './menu-items';

describe('the sidebar menu', () => {
  it('rule STM-05: Statements sits right after the dashboard, for whoever may view the accounts', () => {
    expect(MENU_ITEMS.slice(0, 3).map((item) => item.menuKey)).toEqual([
      'dashboard',
      'statements',
      'payments',
    ]);
    const statements = MENU_ITEMS[1];
    expect(statements).toMatchObject({ href: '/app/statements', permission: 'accounts.view' });
    // An export's page keeps the entry active.
    expect(matchesPath('/app/statements/exports/txx_1', statements?.matches)).toBe(true);
  });
});
