import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messages as bootMessages } from '../locales/en-GB/boot.po';
import { messages as portalMessages } from '../locales/en-GB/portal.po';
import { messages as screenMessages } from '../locales/en-GB/screens.po';

// The screens speak en-GB, the specification's language, from its compiled catalogs as in the app.
i18n.load('en-GB', { ...bootMessages, ...portalMessages, ...screenMessages });
// A text not yet extracted still renders with its values (the catalog check in npm test catches it).
i18n.setMessagesCompiler(compileMessage);
i18n.activate('en-GB');
