import { useEffect, useReducer } from 'react';
import { quoteRemainingMs } from './quote-countdown';

const RENDER_INTERVAL_MS = 250;

/**
 * Time left on a quote, recomputed at every render from `expires_at` and the server clock offset. The interval
 * only triggers renders; coming back to the tab (visibilitychange, focus, pageshow) re-evaluates at once.
 */
export function useQuoteCountdown(expiresAt: string | undefined, offsetMs: number) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const remainingMs = expiresAt ? quoteRemainingMs(expiresAt, offsetMs) : 0;
  const expired = remainingMs <= 0;

  useEffect(() => {
    if (!expiresAt || expired) return;
    const id = window.setInterval(rerender, RENDER_INTERVAL_MS);
    const onReturn = () => rerender();
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    window.addEventListener('pageshow', onReturn);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
      window.removeEventListener('pageshow', onReturn);
    };
  }, [expiresAt, expired]);

  return { remainingMs, expired };
}
