import { beforeEach, describe, expect, it } from 'vitest';
import { useMobileMenuStore } from './mobile-menu-store';
import { useWindowSizeStore } from './window-size-store';

describe('useMobileMenuStore', () => {
  beforeEach(() => useMobileMenuStore.getState().reset());

  it('starts closed and expanded', () => {
    expect(useMobileMenuStore.getState()).toMatchObject({ isOpen: false, isCollapsed: false });
  });

  it('sets open and collapsed independently', () => {
    useMobileMenuStore.getState().setOpen(true);
    expect(useMobileMenuStore.getState()).toMatchObject({ isOpen: true, isCollapsed: false });
    useMobileMenuStore.getState().toggleCollapsed();
    expect(useMobileMenuStore.getState()).toMatchObject({ isOpen: true, isCollapsed: true });
    useMobileMenuStore.getState().toggleOpen();
    expect(useMobileMenuStore.getState()).toMatchObject({ isOpen: false, isCollapsed: true });
  });
});

describe('useWindowSizeStore', () => {
  it('defaults the width to 0', () => {
    expect(useWindowSizeStore.getState().currentWindowWidth).toBe(0);
    useWindowSizeStore.getState().setCurrentWindowWidth(1024);
    expect(useWindowSizeStore.getState().currentWindowWidth).toBe(1024);
  });
});
