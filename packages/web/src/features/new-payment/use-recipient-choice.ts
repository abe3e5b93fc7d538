import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import {
  bankDetailsSummary,
  type Recipient,
} from '../../domains/recipients/recipient-form/recipient-form-model';
import { recipientOption } from '../../domains/recipients/recipient-form/recipient-option';
import { useRecipientSearch } from '../../domains/recipients/recipient-search';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { useNewPaymentStore } from './model/new-payment-store';
import { useDraft } from './use-draft-owner';

export const MISSING_RECIPIENT_TEXT = msg`Choose a recipient or add a new one.`;

/**
 * Step 1's logic: the bank searches recipients as the user types; the choice (or one added inline) goes into
 * the draft; Continue goes on only with a recipient.
 */
export function useRecipientChoice() {
  const account = useCurrentAccountRef();
  const draft = useDraft();
  const { recipients, setSearch, searchedFor } = useRecipientSearch(account);
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<Recipient | null>(null);

  const list = useMemo(() => {
    const rows = recipients.data?.data ?? [];
    // A recipient added inline is selectable at once, even before the list is fetched again.
    return created && !rows.some((r) => r.ref === created.ref) ? [created, ...rows] : rows;
  }, [recipients.data, created]);

  const choose = (recipient: Recipient) =>
    useNewPaymentStore.getState().setRecipient({
      ref: recipient.ref,
      name: recipient.name,
      currency: recipient.currency,
      summary: bankDetailsSummary(recipient.bank_details),
      verification: recipient.verification ?? null,
    });

  return {
    account,
    draft,
    recipients,
    setSearch,
    searchedFor,
    options: list.map(recipientOption),
    selected: list.find((r) => r.ref === draft.recipientRef),
    // The chosen recipient stays shown while the matches of another search are listed.
    chosenOption: draft.recipientRef
      ? {
          value: draft.recipientRef,
          label: `${draft.recipientName} · ${draft.recipientCurrency ?? ''} · ${draft.recipientSummary}`,
        }
      : null,
    total: recipients.data?.meta.total ?? 0,
    shown: recipients.data?.data.length ?? 0,
    missing: touched && !draft.recipientRef ? i18n._(MISSING_RECIPIENT_TEXT) : undefined,
    chooseRef: (ref: string) => {
      const recipient = list.find((r) => r.ref === ref);
      if (recipient) choose(recipient);
    },
    /** A recipient just added inline: listed and chosen. */
    chooseCreated: (recipient: Recipient) => {
      setCreated(recipient);
      choose(recipient);
    },
    /** Continue: true when the draft has a recipient, else the field says one is missing. */
    proceed: (): boolean => {
      setTouched(true);
      return Boolean(draft.recipientRef);
    },
  };
}
