import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * A validation message in the active language: schemas are built once, when their module loads, so the text is
 * looked up when the check fails, never when the schema is made. Pass a `msg` descriptor.
 */
export const zodMessage = (descriptor: MessageDescriptor) => ({ error: () => i18n._(descriptor) });
