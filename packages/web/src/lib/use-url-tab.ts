import { useEffect, useRef, useState } from 'react';

/**
 * A tab bar whose tab lives in the URL: the bar keeps its own selection, so a change that did not come from it
 * (a link, back or forward) remounts it on the URL's tab. `mountKey` is the bar's key; `chosen` records a
 * selection the bar made (before the URL follows it), so that one does not remount it.
 */
export function useUrlTab<Tab extends string>(tab: Tab): { mountKey: number; chosen: (tab: Tab) => void } {
  const selected = useRef(tab);
  const [mountKey, setMountKey] = useState(0);
  useEffect(() => {
    if (selected.current !== tab) {
      selected.current = tab;
      setMountKey((key) => key + 1);
    }
  }, [tab]);
  return {
    mountKey,
    chosen: (next) => {
      selected.current = next;
    },
  };
}
