// jsdom lacks a few browser APIs that Chakra (Ark/Zag) and react-select expect.

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: ReadonlyArray<number> = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** A media query list whose answer never changes (jsdom has no layout, so no media queries of its own). */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

export function installDomPolyfills(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) window.matchMedia = (query: string) => staticMediaQueryList(query, false);
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  }
  if (!('IntersectionObserver' in window)) {
    Object.defineProperty(window, 'IntersectionObserver', {
      value: IntersectionObserverStub,
      writable: true,
    });
  }
  if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) {
    window.scrollTo = () => {};
  }
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => {};
  }
  if (!URL.createObjectURL) {
    let n = 0;
    URL.createObjectURL = () => {
      n += 1;
      return `blob:test/${n}`;
    };
    URL.revokeObjectURL = () => {};
  }
}
