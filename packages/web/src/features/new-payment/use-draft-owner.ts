import { useSessionStore } from '../../domains/session/session-store';
import { emptyDraft, type PaymentDraft, useNewPaymentStore } from './model/new-payment-store';

/** Whose draft the flow holds: the signed-in user in the selected organization account. */
export function useDraftOwner(): string {
  const userRef = useSessionStore((s) => s.userRef);
  const account = useSessionStore((s) => s.currentAccountRef);
  return `${userRef}|${account}`;
}

/** The draft, or an empty one when the stored draft belongs to someone else. */
export function useDraft(): PaymentDraft {
  const owner = useDraftOwner();
  const draft = useNewPaymentStore((s) => s.draft);
  return draft.owner === owner ? draft : emptyDraft(owner);
}
