import { useEffect } from 'react';
import { useWindowSizeStore } from '../stores/window-size-store';

/** Keeps currentWindowWidth in step with the window. */
export function WindowSizeTracker() {
  const setWidth = useWindowSizeStore((state) => state.setCurrentWindowWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setWidth]);
  return null;
}
