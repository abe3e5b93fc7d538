/** Reads one cookie from `document.cookie`; undefined outside a browser or when absent. */
export function readCookie(
  name: string,
  cookieString = globalThis.document?.cookie ?? '',
): string | undefined {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return undefined;
}
