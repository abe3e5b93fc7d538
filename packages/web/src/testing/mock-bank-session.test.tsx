import { unwrap } from '@portal/api-types';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../domains/session/api-client';
import { useSessionStore } from '../domains/session/session-store';
import { renderScreen, serveMockBank, signInWithSecondFactor } from './mock-bank-session';

const profileName = async () => (await unwrap(apiClient.GET('/user/show'))).data.first_name;

// The tests run in order: each second one checks that the first one's changes are gone.
describe('serveMockBank', () => {
  const { server, bank } = serveMockBank();

  it('signs Ada in before each test', async () => {
    expect(useSessionStore.getState().userData.email).toBe('ada@northwind.test');
    expect(await profileName()).toBe('Ada');
    // Changes that the next test must not see.
    await unwrap(apiClient.PATCH('/user/show', { body: { first_name: 'Augusta' } }));
    localStorage.setItem('left-over', '1');
    server.use(
      http.get('*/resources/countries', () => HttpResponse.json({ message: 'Down' }, { status: 503 })),
    );
    expect((await apiClient.GET('/resources/countries')).response.status).toBe(503);
  });

  it('starts each test from the seed, with empty storage and only the bank answering', async () => {
    expect(await profileName()).toBe('Ada');
    expect(localStorage.getItem('left-over')).toBeNull();
    expect((await apiClient.GET('/resources/countries')).response.status).toBe(200);
  });

  it('gives the test the bank that answers', async () => {
    const ada = [...bank.store.users.values()].find((u) => u.email === 'ada@northwind.test');
    if (!ada) throw new Error('Ada is not in the seed');
    ada.firstName = 'Augusta';
    expect(await profileName()).toBe('Augusta');
  });

  it('signs a 2FA user in through the second factor', async () => {
    const user = await signInWithSecondFactor();
    expect(user.email).toBe('grace@northwind.test');
    expect(useSessionStore.getState().userData.email).toBe('grace@northwind.test');
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
  });
});

describe('serveMockBank without signing in', () => {
  serveMockBank({ signIn: false });

  it('leaves nobody signed in, with an anti-forgery session for the first request', async () => {
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(useSessionStore.getState().accessToken).toBe('');
    const { response } = await apiClient.POST('/auth/login', {
      body: { email: 'ada@northwind.test', password: 'Northwind#2026' },
    });
    expect(response.status).toBe(200);
  });
});

describe('renderScreen', () => {
  it('renders the screen at its entry, with landing routes beside it', async () => {
    const { user, router } = renderScreen(<Link to="/done">Go on</Link>, {
      route: '/start',
      path: { pathname: '/start', state: { from: 'test' } },
      routes: [{ path: '/done', element: <h1>Landed</h1> }],
    });
    expect(router.state.location.state).toEqual({ from: 'test' });
    await user.click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByRole('heading', { name: 'Landed' })).toBeInTheDocument();
  });
});
