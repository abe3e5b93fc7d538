import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  selectCurrentOrganization,
  useCurrentAccountRef,
  useCurrentBankAccounts,
  useCurrentOrganization,
  useOrganizationAccounts,
} from './current-account';
import { initialSessionState, useSessionStore } from './session-store';
import { makeCurrentUser } from './testing/current-user-fixture';

const useSelected = () => ({
  ref: useCurrentAccountRef(),
  organization: useCurrentOrganization(),
  bankAccounts: useCurrentBankAccounts(),
  accounts: useOrganizationAccounts(),
});

describe('the current organization account selectors', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ ...initialSessionState, isSessionLoading: false });
  });

  it('answer nothing (and the same empty lists on every render) before the user is loaded', () => {
    const { result, rerender } = renderHook(useSelected);
    const first = result.current;
    rerender();
    expect(first).toMatchObject({ ref: '', organization: undefined, bankAccounts: [], accounts: [] });
    expect(result.current.bankAccounts).toBe(first.bankAccounts);
    expect(result.current.accounts).toBe(first.accounts);
  });

  it('follow the selected organization account and its bank accounts when the account is switched', () => {
    const { result } = renderHook(useSelected);
    act(() => useSessionStore.getState().startSession(makeCurrentUser()));
    expect(result.current.ref).toBe('org_northwind');
    expect(result.current.organization?.name).toBe('Northwind Trading Ltd');
    expect(result.current.bankAccounts.map((b) => b.ref)).toEqual(['ba_main', 'ba_fx']);
    expect(result.current.accounts.map((a) => a.ref)).toEqual(['org_northwind', 'org_acme']);

    act(() => useSessionStore.getState().selectAccount('org_acme'));
    expect(result.current.bankAccounts.map((b) => b.ref)).toEqual(['ba_acme']);
    expect(selectCurrentOrganization(useSessionStore.getState())?.ref).toBe('org_acme');
  });
});
