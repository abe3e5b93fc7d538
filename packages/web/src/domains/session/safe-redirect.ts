const PROTECTED_PREFIX = '/app';
const MAX_DECODE_ROUNDS = 5;
// Any origin works as the base: only a result on that same origin is accepted.
const PROBE_ORIGIN = 'http://portal.invalid';

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

function isLocationLike(value: unknown): value is LocationLike {
  return typeof value === 'object' && value !== null && 'pathname' in value;
}

function toCandidate(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (!isLocationLike(from) || typeof from.pathname !== 'string') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

/** Every form the text takes when percent-decoded again and again (double encoding included). */
function decodedForms(text: string): string[] | null {
  const forms = [text];
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  // Still changing after that many rounds: nothing legitimate is encoded that deeply.
  return null;
}

function looksSafe(form: string): boolean {
  if (!form.startsWith('/')) return false;
  // `//host` and `/\host` are protocol-relative; browsers drop tabs and newlines, so `/\t/host` is too.
  if (form.startsWith('//')) return false;
  if (form.includes('\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001F\u007F]/.test(form)) return false;
  return true;
}

function isInsideApp(pathname: string): boolean {
  return pathname === PROTECTED_PREFIX || pathname.startsWith(`${PROTECTED_PREFIX}/`);
}

/**
 * The carried location (router `state.from`, a location object or a string) as a path to return to after
 * login, only if it is a same-origin relative path inside /app; otherwise null. Refuses protocol-relative,
 * absolute, `javascript:` and backslash forms, also when percent-encoded once or more.
 */
export function getSafeRedirect(from: unknown): string | null {
  const candidate = toCandidate(from);
  if (!candidate) return null;
  const forms = decodedForms(candidate);
  if (!forms?.every(looksSafe)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const decodedPath = decodedForms(url.pathname)?.at(-1);
  if (!decodedPath || !isInsideApp(url.pathname) || !isInsideApp(decodedPath)) return null;
  // Dot segments are resolved by URL, so `/app/../evil` ends up outside /app and was refused above.
  if (decodedPath.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
