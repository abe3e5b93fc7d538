import { describe, expect, it } from 'vitest';
import { bankAccountRows } from './bank-account-rows';

describe('bankAccountRows', () => {
  it('lists the bank accounts of every organization with its organization and currencies', () => {
    const rows = bankAccountRows([
      {
        name: 'Northwind Trading Ltd',
        bank_accounts: [
          { ref: 'ba_ops', name: 'Operations', currencies: [{ code: 'GBP' }, { code: 'EUR' }] },
          { ref: 'ba_tax', name: 'Tax reserve', currencies: [{ code: 'GBP' }] },
        ],
      },
      { name: 'Empty Co', bank_accounts: [] },
      { name: 'Contoso', bank_accounts: [{ ref: 'ba_c', name: 'Main', currencies: [{ code: 'USD' }] }] },
    ]);
    expect(rows).toEqual([
      {
        ref: 'ba_ops',
        name: 'Operations',
        organizationName: 'Northwind Trading Ltd',
        currencies: 'GBP, EUR',
      },
      { ref: 'ba_tax', name: 'Tax reserve', organizationName: 'Northwind Trading Ltd', currencies: 'GBP' },
      { ref: 'ba_c', name: 'Main', organizationName: 'Contoso', currencies: 'USD' },
    ]);
  });
});
