const PLACEHOLDER = '__CSP_NONCE__';

/**
 * The per-response CSP nonce that the web server writes into `<meta name="csp-nonce">`. Emotion (Chakra,
 * react-select) and react-toastify put it on the `<style>` tags they create, so a strict `style-src` with no
 * 'unsafe-inline' accepts them. Undefined when no server filled it in (the Vite dev server, tests).
 */
export function readCspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const content = doc?.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
  return content && content !== PLACEHOLDER ? content : undefined;
}
