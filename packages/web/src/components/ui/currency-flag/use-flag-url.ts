import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../../lib/after-next-paint';

type FlagUrls = Readonly<Record<string, string>>;

// The URL map is a lazy module: it loads with the first flag a screen shows, once for the whole session.
let loaded: FlagUrls | undefined;
let loading: Promise<FlagUrls> | undefined;
const loadFlagUrls = () => {
  loading ??= import('./flag-urls').then(
    (module) => (loaded = module.FLAG_URLS),
    () => (loaded = {}), // a failed chunk shows the neutral flag rather than an error
  );
  return loading;
};

/**
 * The image URL of a country's flag: undefined while the flag set loads, null when the set has no flag for it
 * (or no country was given).
 */
export function useFlagUrl(country: string | null): string | null | undefined {
  const [urls, setUrls] = useState(loaded);
  useEffect(() => {
    if (urls || !country) return;
    let live = true;
    // Asked for after the screen's first paint, which the flags (decorative) need not hold back by a round trip.
    const cancel = afterNextPaint(() => void loadFlagUrls().then((next) => live && setUrls(next)));
    return () => {
      live = false;
      cancel();
    };
  }, [urls, country]);
  if (!country) return null;
  if (!urls) return undefined;
  return Object.hasOwn(urls, country) ? (urls[country] ?? null) : null;
}
