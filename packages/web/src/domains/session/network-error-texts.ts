import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localizeNetworkErrors } from '@portal/api-types';

const TEXTS = {
  timeout: msg`The bank did not answer in time. Check your connection and try again.`,
  unreachable: msg`We could not reach the bank. Check your connection and try again.`,
  unreadable: msg`The bank’s answer could not be read. Try again.`,
};

/** The failures no answer of the bank words (rule NET-01) are said in the reader's language, whenever it changes. */
export function followNetworkErrorLanguage(): () => void {
  const apply = () => {
    // 'change' also fires when a catalog loads, before the first language is active: nothing to say it in yet.
    if (!i18n.locale) return;
    localizeNetworkErrors({
      timeout: i18n._(TEXTS.timeout),
      unreachable: i18n._(TEXTS.unreachable),
      unreadable: i18n._(TEXTS.unreadable),
    });
  };
  apply();
  return i18n.on('change', apply);
}
