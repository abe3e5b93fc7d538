import type { SystemContext } from '@chakra-ui/react';

// For developers: thrown in development and tests, logged in production.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's error, never shown to a customer
export const UNLISTED_RECIPE = 'Chakra recipe missing from theme/recipes.ts';

/**
 * Chakra renders a component whose recipe is not in the theme without its styles, silently. The portal's theme
 * lists only the recipes it uses (theme/recipes.ts), so a component whose default recipe was left out (`dropped`)
 * must be added there: in development and tests its first render throws; a production build logs it (the
 * journeys fail on that line).
 */
export function refuseUnlistedRecipes(
  system: SystemContext,
  dropped: ReadonlySet<string>,
  strict: boolean,
): SystemContext {
  const report = (key: string) => {
    const message = `${UNLISTED_RECIPE}: "${key}"`;
    if (strict) throw new Error(message);
    console.error(message);
  };
  return {
    ...system,
    getRecipeFn: (key, fallback) => {
      if (fallback === undefined && dropped.has(key)) report(key);
      return system.getRecipeFn(key, fallback);
    },
    getSlotRecipeFn: (key, fallback) => {
      if (fallback === undefined && dropped.has(key)) report(key);
      return system.getSlotRecipeFn(key, fallback);
    },
  };
}
