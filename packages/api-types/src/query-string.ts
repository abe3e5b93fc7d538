import { createQuerySerializer } from 'openapi-fetch';

/** openapi-fetch's own serializer (arrays repeat the key, values URL-encoded), applied after the drop. */
const serialize = createQuerySerializer();

/**
 * Empty strings, null and undefined are dropped when a query string is built (rule API-06): a cleared filter
 * field leaves the URL instead of arriving as `?search=`. Zero and false are values and stay; an array keeps
 * its non-empty items.
 */
export function dropEmptyQueryValues(query: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    kept[key] = Array.isArray(value) ? value.filter((item) => item !== '' && item != null) : value;
  }
  return kept;
}

/** The query serializer of every client the app makes. */
export const querySerializer = (query: Record<string, unknown>): string =>
  serialize(dropEmptyQueryValues(query));
