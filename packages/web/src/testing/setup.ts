import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { messages as bootMessages } from '../locales/en-GB/boot.po';
import { messages as portalMessages } from '../locales/en-GB/portal.po';
import { messages as screenMessages } from '../locales/en-GB/screens.po';
import { installDomPolyfills } from './dom-polyfills';
import { preloadDeferredModules } from './preload-deferred-modules';

installDomPolyfills();
// The screens speak en-GB, the specification's language, from its compiled catalogs as in the app.
i18n.load('en-GB', { ...bootMessages, ...portalMessages, ...screenMessages });
// A text not yet extracted still renders with its values (the catalog check in npm test catches it).
i18n.setMessagesCompiler(compileMessage);
i18n.activate('en-GB');
// As a browser that has already fetched them: a screen's tests see its selects at once (the moment before they
// load is tested in each component's own test).
await preloadDeferredModules();

// findBy*/waitFor wait up to 5 s (the default is 1 s): lazy screens under a busy 2-core CI need the room.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
