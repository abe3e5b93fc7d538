const KEY = 'portal.demo-scenario';

/**
 * The mock bank scenario of the in-browser demo (`?scenario=<name>` on any demo URL): kept for the tab, so a
 * reload (the demo bank starts afresh on each) opens the same situation; `?scenario=` alone goes back to the
 * plain seed. Null: the plain seed.
 */
export function demoScenario(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  const asked = new URLSearchParams(search).get('scenario');
  if (asked === null) return storage.getItem(KEY);
  const name = asked.trim();
  if (name === '') storage.removeItem(KEY);
  else storage.setItem(KEY, name);
  return name === '' ? null : name;
}
