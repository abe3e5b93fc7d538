import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDomPolyfills } from './dom-polyfills';

installDomPolyfills();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
