import { type components, unwrap } from '@portal/api-types';
import { apiClient } from '../../../domains/session/api-client';
import { useSessionStore } from '../../../domains/session/session-store';
import { useNewPaymentStore } from '../model/new-payment-store';

type Recipient = components['schemas']['Recipient'];

/**
 * Tests only: starts a fresh draft (recipient and reason chosen) to an active SWIFT payee in yen, one the mock
 * bank's tariff charges a fee for, read from the bank rather than assumed.
 */
export async function startSwiftYenDraft(reference: string): Promise<Recipient> {
  const recipients = await unwrap(
    apiClient.GET('/accounts/{account}/recipients', {
      params: {
        path: { account: 'org_northwind' },
        query: { currency: 'JPY', status: 'active', per_page: 100 },
      },
    }),
  );
  const payee = recipients.data.find((r) => r.bank_details.scheme === 'swift');
  if (!payee) throw new Error('no active SWIFT payee in JPY in the seed');
  const session = useSessionStore.getState();
  const store = useNewPaymentStore.getState();
  store.claim(`${session.userRef}|${session.currentAccountRef}`);
  store.reset();
  store.setRecipient({ ref: payee.ref, name: payee.name, currency: 'JPY', summary: '' });
  store.setReason({ reasonCode: 'SUPP', reference });
  return payee;
}
