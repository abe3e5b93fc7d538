export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | ReadonlyArray<string | number>>;

/**
 * Builds '?a=1&b=x' from params, dropping empty strings, null and undefined (rule API-06).
 * Arrays repeat the key; an empty result gives ''.
 */
export function buildQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== '') search.append(key, String(item));
      }
      continue;
    }
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
