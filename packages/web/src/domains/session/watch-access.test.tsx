import { createApiClient, unwrap } from '@portal/api-types';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import {
  renderScreen,
  SEED_PASSWORD,
  serveMockBank,
  signInToMockBank,
} from '../../testing/mock-bank-session';
import { apiClient } from './api-client';
import { useSessionStore } from './session-store';
import { usePermission } from './use-permission';
import { watchAccessChanges } from './watch-access';

/** Ada, the owner, in another browser: her own client and token, the same bank. */
async function asOwner() {
  let token = '';
  const owner = createApiClient({
    baseUrl: new URL(env.apiBaseUrl, window.location.origin).toString().replace(/\/$/, ''),
    getAccessToken: () => token,
  });
  const login = (
    await unwrap(
      owner.client.POST('/auth/login', { body: { email: 'ada@northwind.test', password: SEED_PASSWORD } }),
    )
  ).data;
  if (login.status !== 'authenticated') throw new Error('Ada needs no second factor');
  token = login.access_token;
  return owner.client;
}

describe('the access watch against the mock bank (rules ROLE-10, ROLE-11)', () => {
  serveMockBank({ signIn: false });
  let stop: () => void;
  beforeAll(() => {
    stop = watchAccessChanges();
  });
  afterAll(() => stop());

  it('a role changed by an admin applies in the open tab on the next 403, with the bank’s message', async () => {
    const mo = await signInToMockBank('mo@northwind.test');
    renderScreen(<span />);
    const { result } = renderHook(() => usePermission('recipients.manage'));
    expect(result.current.allowed).toBe(true);

    const owner = await asOwner();
    await unwrap(
      owner.PATCH('/accounts/{account}/members/{member}', {
        params: { path: { account: 'org_northwind', member: mo.ref } },
        body: { role: 'viewer' },
      }),
    );

    // Mo's tab still thinks he is a member until the bank refuses him something.
    let status = 0;
    await act(async () => {
      const { response } = await apiClient.DELETE('/accounts/{account}/recipients/{recipient}', {
        params: { path: { account: 'org_northwind', recipient: 'rcp_anything' } },
      });
      status = response.status;
    });
    expect(status).toBe(403);
    expect(result.current).toEqual({
      allowed: false,
      reason: "Your role (Viewer) can't manage recipients. Ask an owner or admin.",
    });
    expect(useSessionStore.getState().userData.organization_accounts?.[0]?.role).toBe('viewer');
    expect(await screen.findByText('Your role (Viewer) cannot manage recipients.')).toBeInTheDocument();
  });

  it('a removed member’s tab says so on its next call and moves to no organization', async () => {
    const mo = await signInToMockBank('mo@northwind.test');
    renderScreen(<span />);
    const owner = await asOwner();
    await unwrap(
      owner.DELETE('/accounts/{account}/members/{member}', {
        params: { path: { account: 'org_northwind', member: mo.ref } },
      }),
    );

    await act(async () => {
      const { response } = await apiClient.GET('/accounts/{account}/recipients', {
        params: { path: { account: 'org_northwind' }, query: {} },
      });
      expect(response.status).toBe(404);
    });
    expect(
      await screen.findByText('You no longer have access to Northwind Trading Ltd.'),
    ).toBeInTheDocument();
    expect(useSessionStore.getState().currentAccountRef).toBe('');
    expect(useSessionStore.getState().userData.organization_accounts).toEqual([]);
    // Still signed in: only the organization is gone.
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
  });

  it('a 404 of something missing in an organization the user still has changes nothing', async () => {
    await signInToMockBank('mo@northwind.test');
    const before = useSessionStore.getState().userData;
    const { response } = await apiClient.GET('/accounts/{account}/recipients/{recipient}', {
      params: { path: { account: 'org_northwind', recipient: 'rcp_missing' } },
    });
    expect(response.status).toBe(404);
    await waitFor(() => expect(useSessionStore.getState().currentAccountRef).toBe('org_northwind'));
    expect(useSessionStore.getState().userData.organization_accounts).toEqual(before.organization_accounts);
  });
});
