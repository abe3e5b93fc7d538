import type { components } from '@portal/api-types';

export type Role = components['schemas']['Role'];

export { ROLE_LABELS } from '@portal/api-types/role-labels';

/** What each role lets a person do, in one plain sentence (shown where someone is given a role). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Full access to the organization, including its members, settings, payments and FX trades.',
  admin: 'Manages members and settings, and can make payments and FX trades.',
  approver: 'Approves payments and FX trades, and can make them too.',
  member: 'Makes payments and FX trades, manages recipients, and sees balances and transactions.',
  viewer: 'Sees balances, transactions and payments, but cannot make or change anything.',
};
