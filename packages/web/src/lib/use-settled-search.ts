import { useEffect, useState } from 'react';

/** How long typing must pause before the bank is asked (one request per pause, not per key). */
export const SEARCH_DELAY_MS = 250;

/**
 * Search as you type: `setSearch` takes every typed text; `search` follows it, trimmed, only once typing
 * has paused for `delayMs`, so a query keyed on `search` asks the bank once per pause.
 */
export function useSettledSearch(delayMs = SEARCH_DELAY_MS) {
  const [text, setSearch] = useState('');
  const [search, setSettled] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);
  return { search, setSearch };
}
