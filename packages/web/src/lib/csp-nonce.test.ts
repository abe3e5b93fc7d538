import { afterEach, describe, expect, it } from 'vitest';
import { readCspNonce } from './csp-nonce';

function setMeta(content: string | null) {
  document.head.querySelector('meta[name="csp-nonce"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = content;
  document.head.append(meta);
}

describe('readCspNonce', () => {
  afterEach(() => setMeta(null));

  it('reads the nonce the web server wrote into the page', () => {
    setMeta('391b81bbab3e5464c75d1afb2223958a');
    expect(readCspNonce()).toBe('391b81bbab3e5464c75d1afb2223958a');
  });

  it('is undefined when the placeholder was not replaced or the tag is missing', () => {
    setMeta('__CSP_NONCE__');
    expect(readCspNonce()).toBeUndefined();
    setMeta(null);
    expect(readCspNonce()).toBeUndefined();
  });
});
