import { unwrap } from '@portal/api-types';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../lib/session/api-client';
import { renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { RecipientPanel } from './recipient-panel';

serveMockBank({ signIn: false });

describe('the recipient panel and the role (rule ROLE-04)', () => {
  it('says why in place of the form when the role cannot manage recipients (a role changed while it was open)', async () => {
    await signInToMockBank('lin@northwind.test');
    const recipients = await unwrap(
      apiClient.GET('/accounts/{account}/recipients', { params: { path: { account: 'org_northwind' } } }),
    );
    const recipient = recipients.data[0];
    if (!recipient) throw new Error('the seed has recipients');
    renderScreen(
      <RecipientPanel
        account="org_northwind"
        state={{ mode: 'edit', recipient }}
        onChange={() => undefined}
      />,
    );
    expect(await screen.findByTestId('permission-notice')).toHaveTextContent(
      "Your role (Viewer) can't manage recipients. Ask an owner or admin.",
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
