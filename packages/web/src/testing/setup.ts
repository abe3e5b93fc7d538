import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDomPolyfills } from './dom-polyfills';
import { preloadDeferredModules } from './preload-deferred-modules';
import './setup-i18n';

installDomPolyfills();
// As a browser that has already fetched them: a screen's tests see its selects at once (the moment before they
// load is tested in each component's own test).
await preloadDeferredModules();

// findBy*/waitFor wait up to 5 s (the default is 1 s): lazy screens under a busy 2-core CI need the room.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
