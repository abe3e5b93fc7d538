import type { components } from '@portal/api-types';

export type CurrentUser = components['schemas']['CurrentUser'];
export type OrganizationAccount = CurrentUser['organization_accounts'][number];
export type BankAccount = OrganizationAccount['bank_accounts'][number];

/** The user data of the session: the current user, or `{}` before one is loaded. */
export type UserData = Partial<CurrentUser>;

/** One entry of the derived currency list: the code plus the owning bank account. */
export interface DerivedCurrency {
  code: string;
  bank_account_ref: string;
}
