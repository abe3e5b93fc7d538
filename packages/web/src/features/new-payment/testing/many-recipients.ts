import type { serveMockBank } from '../../../testing/mock-bank-session';

// Tests only: a long recipients list for the recipient step's search (hook and screen tests).

/** 150 more recipients for Northwind, and one whose name sorts after all of them (beyond the first 100). */
export function addManyRecipients(bank: ReturnType<typeof serveMockBank>['bank']): void {
  const [template] = [...bank.store.recipients.values()].filter(
    (r) => r.orgRef === 'org_northwind' && r.currency === 'GBP' && r.status === 'active',
  );
  if (!template) throw new Error('no active GBP recipient in the seed');
  for (let i = 1; i <= 150; i++) {
    const ref = `rcp_bulk${String(i).padStart(3, '0')}`;
    const name = `Bulk Supplier ${String(i).padStart(3, '0')}`;
    bank.store.recipients.set(ref, { ...template, ref, name, legalName: name });
  }
  bank.store.recipients.set('rcp_zulu', {
    ...template,
    ref: 'rcp_zulu',
    name: 'Zulu Freight',
    legalName: 'Zulu Freight Forwarding (Kent) Ltd',
  });
}
