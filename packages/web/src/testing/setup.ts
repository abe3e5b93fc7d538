import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDomPolyfills } from './dom-polyfills';

installDomPolyfills();

// findBy*/waitFor wait up to 5 s (the default is 1 s): lazy screens under a busy 2-core CI need the room.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
