import { useEffect, useRef } from 'react';
import type { FxTradeValues } from './fx-trade-schema';

/**
 * While `due` holds the values of a quote that ran out, asks for a new one with them, now if the page is
 * visible, else when it becomes visible again (a hidden tab does not trade on a rate nobody looks at).
 */
export function useAutoRequote(due: FxTradeValues | undefined, requote: (values: FxTradeValues) => unknown) {
  // The latest requote without restarting the effect on every render.
  const latest = useRef(requote);
  latest.current = requote;
  useEffect(() => {
    if (!due) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') void latest.current(due);
    };
    refresh();
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [due]);
}
