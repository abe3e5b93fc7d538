import type { z } from 'zod';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Where a schema issue is, written the way the codec names places: `$.store.users.get("usr_ada").memberships[0]`.
 * Zod gives a map's key like an object's property; walking the value tells them apart.
 */
function pathOf(root: unknown, rootPath: string, path: readonly PropertyKey[]): string {
  let at = root;
  let out = rootPath;
  for (const key of path) {
    if (at instanceof Map) {
      out += `.get(${JSON.stringify(String(key))})`;
      at = at.get(key);
    } else if (Array.isArray(at) && typeof key === 'number') {
      out += `[${key}]`;
      at = at[key];
    } else {
      const name = String(key);
      out += IDENTIFIER.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
      at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
    }
  }
  return out;
}

/** The first problem a schema found, with its path, and how many more there are. */
export function describeIssues(root: unknown, rootPath: string, error: z.ZodError): string {
  const [first, ...rest] = error.issues;
  if (!first) return `${rootPath}: not valid.`;
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? 's' : ''})` : '';
  return `${pathOf(root, rootPath, first.path)}: ${first.message}${more}.`;
}
