import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, serveMockBank } from '../../testing/mock-bank-session';
import { useApiKeysQuery, useRevokeApiKeyMutation } from './api/api-keys';
import {
  useSendTestEventMutation,
  useWebhookDeliveriesQuery,
  useWebhookDeliveryQuery,
  useWebhookEndpointsQuery,
  useWebhookSecretMutations,
  type WebhookEndpoint,
} from './api/webhooks';
import { useApiKeyForm } from './use-api-key-form';
import { useWebhookEndpointForm } from './use-webhook-endpoint-form';

serveMockBank();

const ACCOUNT = 'org_northwind';
const FIRST_PAGE = { page: 1, per_page: 10 } as const;
/** The mock bank's own inbox: it takes deliveries on any host, and nothing leaves the process. */
const INBOX_URL = 'https://bank.example/__mock/webhook-inbox/erp';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

/** A form hook with its field errors read while rendering (react-hook-form only reports what a render read). */
function withErrors<H extends { form: { formState: { errors: object } } }>(hook: H) {
  return { ...hook, errors: hook.form.formState.errors as H['form']['formState']['errors'] };
}

describe('API keys against the mock bank', () => {
  it('rule DEV-03: creates a key whose secret comes this once, lists it without it, and revokes it', async () => {
    const { result } = renderHook(
      () => ({
        create: withErrors(useApiKeyForm(ACCOUNT)),
        list: useApiKeysQuery(ACCOUNT, FIRST_PAGE),
        revoke: useRevokeApiKeyMutation(ACCOUNT),
      }),
      { wrapper },
    );
    act(() => result.current.create.form.setValue('name', ''));
    await act(() => result.current.create.submit());
    expect(result.current.create.errors.name?.message).toBe('Give the key a name, such as what will use it.');

    act(() => result.current.create.form.setValue('name', 'ERP sync'));
    await act(() => result.current.create.submit());
    await waitFor(() => expect(result.current.create.created).not.toBeNull());
    const created = result.current.create.created;
    expect(created?.secret).toMatch(/^nwk_[A-Za-z0-9]{40}$/);
    expect(created?.key.scopes).toEqual(['accounts.view', 'exports.create', 'audit.view']);

    await waitFor(() => expect(result.current.list.data?.data.some((k) => k.name === 'ERP sync')).toBe(true));
    const listed = result.current.list.data?.data.find((k) => k.name === 'ERP sync');
    expect(listed).toMatchObject({
      status: 'active',
      prefix: created?.secret.slice(0, listed?.prefix.length),
    });
    expect(JSON.stringify(result.current.list.data)).not.toContain(created?.secret ?? '');

    await act(() => result.current.revoke.mutateAsync(listed?.ref ?? ''));
    await waitFor(() =>
      expect(result.current.list.data?.data.find((k) => k.ref === listed?.ref)?.status).toBe('revoked'),
    );
  });
});

describe('webhooks against the mock bank', () => {
  it('rule DEV-05: shows the bank’s refusal of an address under the URL field', async () => {
    const saved: WebhookEndpoint[] = [];
    const { result } = renderHook(
      () => withErrors(useWebhookEndpointForm(ACCOUNT, null, (endpoint) => saved.push(endpoint))),
      { wrapper },
    );
    act(() => {
      result.current.form.setValue('url', 'https://10.0.0.1/hooks');
      result.current.form.setValue('events', ['payment.created']);
    });
    await act(() => result.current.submit());
    await waitFor(() => expect(result.current.errors.url?.message).toBeTruthy());
    expect(result.current.failure).toBeNull();
    expect(saved).toEqual([]);
  });

  it('rules DEV-05, DEV-07 and DEV-08: adds an endpoint, reveals its secret, sends a test event and shows its payload', async () => {
    const saved: WebhookEndpoint[] = [];
    const { result } = renderHook(
      () => ({
        form: useWebhookEndpointForm(ACCOUNT, null, (endpoint) => saved.push(endpoint)),
        list: useWebhookEndpointsQuery(ACCOUNT, FIRST_PAGE),
      }),
      { wrapper },
    );
    act(() => {
      result.current.form.form.setValue('url', INBOX_URL);
      result.current.form.form.setValue('description', 'ERP');
      result.current.form.form.setValue('events', ['transaction.booked', 'payment.created']);
    });
    await act(() => result.current.form.submit());
    await waitFor(() => expect(saved).toHaveLength(1));
    const endpoint = saved[0] as WebhookEndpoint;
    expect(endpoint).toMatchObject({ url: INBOX_URL, status: 'enabled' });
    await waitFor(() =>
      expect(result.current.list.data?.data.some((e) => e.ref === endpoint.ref)).toBe(true),
    );

    const { result: detail } = renderHook(
      () => ({
        secret: useWebhookSecretMutations(ACCOUNT, endpoint.ref),
        test: useSendTestEventMutation(ACCOUNT, endpoint.ref),
        deliveries: useWebhookDeliveriesQuery(ACCOUNT, endpoint.ref, FIRST_PAGE),
      }),
      { wrapper },
    );
    const secret = await act(() => detail.current.secret.reveal.mutateAsync());
    expect(secret).toMatch(/^whsec_/);
    const rotated = await act(() => detail.current.secret.rotate.mutateAsync());
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);

    await act(() => detail.current.test.mutateAsync());
    await waitFor(() =>
      expect(detail.current.deliveries.data?.data.some((d) => d.event_type === 'webhook.test')).toBe(true),
    );
    const delivery = detail.current.deliveries.data?.data.find((d) => d.event_type === 'webhook.test');
    expect(delivery?.status).toBe('succeeded');

    const { result: one } = renderHook(
      () => useWebhookDeliveryQuery(ACCOUNT, endpoint.ref, delivery?.ref ?? null),
      { wrapper },
    );
    await waitFor(() => expect(one.current.isSuccess).toBe(true));
    expect(one.current.data?.payload.type).toBe('webhook.test');
    expect(one.current.data?.attempts.length).toBeGreaterThan(0);
  });
});
