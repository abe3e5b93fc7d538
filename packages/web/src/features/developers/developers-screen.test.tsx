import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { paths } from '../../config/paths';
import { renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { DevelopersScreen } from './developers-screen';
import { WebhookEndpointScreen } from './webhook-endpoint-screen';

configure({ asyncUtilTimeout: 10_000 });
serveMockBank({ signIn: false });

const renderDevelopers = () =>
  renderScreen(
    <>
      <DevelopersScreen />
      <ConfirmDialog />
    </>,
    {
      path: paths.app.developers.getHref(),
      route: paths.app.developers.path,
      routes: [
        {
          path: paths.app.webhookEndpoint.path,
          element: (
            <>
              <WebhookEndpointScreen />
              <ConfirmDialog />
            </>
          ),
        },
      ],
    },
  );

describe('Settings → Developers against the mock bank', () => {
  it('rule DEV-01: a member sees why API keys and webhooks are not theirs, and no list', async () => {
    await signInToMockBank('mo@northwind.test');
    renderDevelopers();
    expect(await screen.findByTestId('permission-notice')).toHaveTextContent(
      "Your role (Member) can't manage API keys and webhooks. Ask an owner or admin.",
    );
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('rules DEV-02 and DEV-03: the owner creates a key, sees its secret once with the warning, then revokes it', async () => {
    await signInToMockBank();
    const { user } = renderDevelopers();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nightly export');
    await user.click(within(dialog).getByRole('button', { name: 'Read and write' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Make payments' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Read only' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Make payments' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your API key' });
    expect(shown).toHaveTextContent('It will not be shown again.');
    const secret = within(shown).getByTestId('secret-value').textContent ?? '';
    expect(secret).toMatch(/^nwk_/);
    expect(within(shown).getByRole('button', { name: 'Copy API key' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));

    const table = await screen.findByRole('table', { name: 'API keys' });
    const row = (await within(table).findByText('Nightly export')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Read only');
    expect(row).toHaveTextContent('Never used');
    expect(document.body).not.toHaveTextContent(secret);
    await user.click(within(row).getByRole('button', { name: 'Revoke Nightly export' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API key Nightly export' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, revoke' }));
    expect(await within(row).findByText('revoked')).toBeInTheDocument();
  });

  it('rules DEV-05, DEV-06, DEV-07 and DEV-08: adds an endpoint, sends a test event and reads its payload', async () => {
    await signInToMockBank();
    const { user } = renderDevelopers();
    expect(await screen.findByRole('table', { name: 'Webhook endpoints' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await within(dialog).findByText('Enter the address the bank should post events to.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Endpoint URL/ }),
      'https://bank.example/__mock/webhook-inbox/screen',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'A payment is created' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'https://bank.example/__mock/webhook-inbox/screen',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No deliveries yet. Send a test event to see one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    const deliveries = await screen.findByRole('table', { name: 'Deliveries' });
    await user.click(await within(deliveries).findByRole('button', { name: 'Details of Test event' }));
    const panel = await screen.findByRole('dialog', { name: 'Delivery' });
    const payload = await within(panel).findByTestId('delivery-payload');
    expect(payload.tagName).toBe('PRE');
    expect(payload).toHaveTextContent('"type": "webhook.test"');
    expect(within(panel).getByText('succeeded')).toBeInTheDocument();
  });
});
