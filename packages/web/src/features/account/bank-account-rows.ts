interface OrganizationWithBankAccounts {
  name: string;
  bank_accounts: ReadonlyArray<{ ref: string; name: string; currencies: ReadonlyArray<{ code: string }> }>;
}

export interface BankAccountRow {
  ref: string;
  name: string;
  organizationName: string;
  /** The account's currency codes, comma-separated. */
  currencies: string;
}

/** Every bank account of every organization the user belongs to, one row each, in the session's order. */
export function bankAccountRows(
  organizations: ReadonlyArray<OrganizationWithBankAccounts>,
): BankAccountRow[] {
  return organizations.flatMap((organization) =>
    organization.bank_accounts.map((bank) => ({
      ref: bank.ref,
      name: bank.name,
      organizationName: organization.name,
      currencies: bank.currencies.map((currency) => currency.code).join(', '),
    })),
  );
}
