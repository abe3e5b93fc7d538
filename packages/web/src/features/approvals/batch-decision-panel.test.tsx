import { unwrap } from '@portal/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { renderScreen, serveMockBank, totpCode } from '../../testing/mock-bank-session';
import { BatchDecisionPanel } from './batch-decision-panel';
import { HELD_BATCH_ACCOUNT, heldBatch } from './testing/held-batch';

const { bank } = serveMockBank({ signIn: false });
const SLOW = { timeout: 10_000 };

describe("a bulk payment's own page: Approve and Reject for an approver (rule BULK-15)", {
  timeout: 60_000,
}, () => {
  it('lists every payee and amount the code signs, then approves the batch', async () => {
    const { summary, payees } = await heldBatch(bank);
    const { user } = renderScreen(<BatchDecisionPanel batch={summary} />);
    await user.click(screen.getByRole('button', { name: 'Approve bulk payment Quarterly rents' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve bulk payment' }, SLOW);
    const list = within(dialog).getByLabelText('Payees of this bulk payment');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), SLOW);
    for (const payee of payees) {
      const item = within(list).getByText(payee.name).closest('li');
      expect(item).toHaveTextContent('12,000.00 GBP');
    }
    await user.type(
      within(dialog).getByRole('textbox', { name: /Authentication code/ }),
      await totpCode('grace@northwind.test', 1),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    const batch = await unwrap(
      apiClient.GET('/accounts/{account}/payment-batches/{paymentBatch}', {
        params: { path: { account: HELD_BATCH_ACCOUNT.account, paymentBatch: summary.ref } },
      }),
    );
    expect(batch.data.status).toBe('processing');
  });

  it('shows nothing once the batch is no longer awaiting approval', async () => {
    const { summary } = await heldBatch(bank);
    renderScreen(<BatchDecisionPanel batch={{ ...summary, status: 'processing' }} />);
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});
