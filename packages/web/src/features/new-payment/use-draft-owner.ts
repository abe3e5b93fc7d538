import { useSessionStore } from '../../domains/session/session-store';
import { emptyDraft, type PaymentDraft, useNewPaymentStore } from './model/new-payment-store';

/** Whose draft the flow holds: the signed-in user in the selected organization account. */
export function useDraftOwner(): string {
  const userRef = useSessionStore((s) => s.userRef);
  const account = useSessionStore((s) => s.currentAccountRef);
  return `${userRef}|${account}`;
}

const ownDraft = (draft: PaymentDraft, owner: string) => (draft.owner === owner ? draft : emptyDraft(owner));

/** The draft, or an empty one when the stored draft belongs to someone else. */
export function useDraft(): PaymentDraft {
  const owner = useDraftOwner();
  const draft = useNewPaymentStore((s) => s.draft);
  return ownDraft(draft, owner);
}

/** The draft as it is now, without listening to its changes (a form's first values). */
export function useDraftNow(): PaymentDraft {
  return ownDraft(useNewPaymentStore.getState().draft, useDraftOwner());
}

/**
 * One value of the draft (of the empty one when the stored draft is someone else's), the step drawn again only
 * when that value changes: saving a step changes the draft, and a step that listened to all of it would be drawn
 * again in the same task as the click that saved it.
 */
export function useDraftValue<T>(select: (draft: PaymentDraft) => T): T {
  const owner = useDraftOwner();
  return useNewPaymentStore((s) => select(ownDraft(s.draft, owner)));
}
