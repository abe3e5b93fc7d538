import { expect, test } from '@playwright/test';
import {
  appPathOf,
  codeInput,
  GRACE,
  INVITEE,
  latestMail,
  NEW_USER,
  signInWithCode,
  submitLogin,
} from '../fixtures/auth';
import { adaApi, OPS } from '../fixtures/bank-api';
import { requestQuote } from '../fixtures/fx';
import { DESKTOP, LOADING_INDICATOR, PHONE } from '../fixtures/layout';
import { createGbpRecipient, pickOption } from '../fixtures/payments';
import { ADA, resetMock, signIn } from '../fixtures/shell';
import { collectUnlistedRecipes } from '../fixtures/test';
import { MOCK_URL } from '../ports';
import { SHOTS_LOCALE } from '../support/shots';
import { Camera, isApiGet } from './shots';

/** Dialogs, side panels and menus: the window as the person sees it. */
const WINDOW = { fullPage: false };

const MO = { email: 'mo@northwind.test', password: 'Northwind#2026' } as const;

// `npm run shots` (playwright.shots.config.ts): every route and its main states at both widths, one page per width
// and per signed-in user. The plain Playwright test: faults and held answers are the point here, not CSP checks.

// But every scene is checked for a component drawn without its Chakra recipe (theme/recipes.ts in the web app).
let unstyled: string[] = [];
test.beforeEach(async ({ request, context }) => {
  unstyled = collectUnlistedRecipes(context);
  await resetMock(request);
});
test.afterEach(() => {
  expect(unstyled, unstyled.join('\n')).toEqual([]);
});

// In another language the walk is languages.spec.ts: these scenes find their way by the English words.
const SIZES = SHOTS_LOCALE === 'en-GB' ? [DESKTOP, PHONE] : [];

for (const size of SIZES) {
  test(`public screens at ${size.width} px`, async ({ page, request }) => {
    await page.setViewportSize(size);
    const camera = new Camera(page);
    await camera.pinClock();

    await camera.filled('login', '/login', 'Sign in', 'empty');
    await camera.shot('login', 'wrong-password', async () => {
      await submitLogin(page, ADA.email, 'Not-the-password#1');
      await page.getByText('These credentials do not match our records.').first().waitFor();
    });
    await camera.shot('2fa-verification', 'empty', async () => {
      await page.goto('/login');
      await submitLogin(page, GRACE.email, GRACE.password);
      await codeInput(page).waitFor();
    });
    await camera.shot('2fa-verification', 'wrong-code', async () => {
      await codeInput(page).fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('The verification code is invalid or has expired.').first().waitFor();
    });
    await camera.filled('forget-password', '/forget-password', 'Forgot password', 'empty');
    await camera.shot('forget-password', 'sent', async () => {
      await page.getByRole('textbox', { name: /^Email/ }).fill(ADA.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText(/If an account exists for that address/).waitFor();
    });
    await camera.shot('reset-password', 'form', async () => {
      await camera.open(appPathOf((await latestMail(request, ADA.email)).link), 'Reset password');
    });
    await camera.filled(
      'reset-password',
      '/reset-password?token=rst_not-a-real-token',
      'Reset password',
      'invalid-link',
    );
    await camera.shot('invitation', 'form', async () => {
      await camera.open(appPathOf((await latestMail(request, INVITEE)).link), 'Invitation');
    });
    await camera.filled('invitation', '/invitation?token=inv_not-a-real-token', 'Invitation', 'invalid-link');
    await camera.filled('not-found', '/no-such-page', /.+/);
    // Last: the first-time login signs new@ in, after which public routes lead to the dashboard.
    await camera.shot('app-set-password', 'first-time', async () => {
      await page.goto('/login');
      await submitLogin(page, NEW_USER.email, NEW_USER.password);
      await page.waitForURL(/\/app\/set-password/);
    });
    camera.expectNoneMissing();
  });

  test(`signed-in screens at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    const camera = new Camera(page);
    await camera.pinClock();
    await signIn(page, { keepSignedIn: true });

    // Dashboard: the balance history below the fold loads when scrolled to, so the picture scrolls there first.
    await camera.shot('dashboard', 'filled', async () => {
      await camera.open('/app/dashboard', 'Dashboard');
      await page.getByRole('heading', { name: 'Balance history' }).scrollIntoViewIfNeeded();
    });
    await camera.loading('dashboard', '/app/dashboard', '/balances');
    await camera.error('dashboard', '/app/dashboard', '/balances', 'Dashboard');
    // A bad network: offline, a strip under the header says so and the screen keeps what it showed.
    await camera.shot('dashboard', 'offline', async () => {
      await camera.open('/app/dashboard', 'Dashboard');
      // Everything loaded first (the history loads when scrolled to): the picture is of what offline keeps.
      await page.getByRole('heading', { name: 'Balance history' }).scrollIntoViewIfNeeded();
      await expect(page.locator(LOADING_INDICATOR)).toHaveCount(0, { timeout: 15_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.context().setOffline(true);
      await page.getByTestId('connection-banner').waitFor();
    });
    await page.context().setOffline(false);
    // The bank fails when the list is asked again: the rows stay, under a "Couldn't refresh" line.
    await camera.shot('transactions', 'refresh-failed', async () => {
      await camera.open('/app/dashboard?tab=transactions', 'Dashboard');
      await page
        .getByText(/\d\.\d{2}\s?(GBP|EUR|USD)/)
        .first()
        .waitFor();
      await page.route(isApiGet('/transactions'), (route) =>
        route.fulfill({ status: 503, json: { message: 'Service unavailable.', code: 'unavailable' } }),
      );
      // Back online, the screen asks again; the answer fails twice (the query's one retry).
      await page.context().setOffline(true);
      await page.context().setOffline(false);
      await page.getByTestId('refresh-failed').waitFor({ timeout: 15_000 });
    });
    await page.unrouteAll();
    if (size === PHONE)
      await camera.shot(
        'dashboard',
        'menu-open',
        async () => {
          await camera.open('/app/dashboard', 'Dashboard');
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog').waitFor();
        },
        WINDOW,
      );

    const lists = [
      {
        route: 'transactions',
        path: '/app/dashboard?tab=transactions',
        request: '/transactions',
        heading: 'Dashboard',
      },
      { route: 'payments', path: '/app/payments', request: '/payments', heading: 'Payments' },
      { route: 'recipients', path: '/app/recipients', request: '/recipients', heading: 'Recipients' },
      {
        route: 'notifications',
        path: '/app/notifications',
        request: '/notifications',
        heading: 'Notifications',
      },
      { route: 'audit-log', path: '/app/audit-log', request: '/audit-events', heading: 'Audit log' },
      { route: 'fx-history', path: '/app/fx-trades', request: '/fx-trades', heading: 'FX history' },
    ];
    for (const list of lists) {
      await camera.loading(list.route, list.path, list.request);
      await camera.empty(list.route, list.path, list.request, list.heading);
      await camera.error(list.route, list.path, list.request, list.heading);
      await camera.filled(list.route, list.path, list.heading);
    }

    // A row's 'View payment' link on a desktop, the whole card on a phone.
    await camera.shot('payment-detail', 'filled', async () => {
      await camera.open('/app/payments', 'Payments');
      await page
        .getByRole('link', { name: /^View payment/ })
        .or(page.getByTestId('data-list').getByRole('link'))
        .filter({ visible: true })
        .first()
        .click();
      await page.waitForURL(/\/app\/payments\/pay_/);
    });

    await camera.shot(
      'recipients',
      'add-panel',
      async () => {
        await camera.open('/app/recipients', 'Recipients');
        await page.getByRole('button', { name: 'Add recipient' }).click();
        await page.getByRole('dialog').getByRole('heading', { name: 'Add recipient' }).waitFor();
      },
      WINDOW,
    );
    await camera.shot(
      'recipients',
      'edit-panel',
      async () => {
        await camera.open('/app/recipients', 'Recipients');
        // The row's Edit button on a desktop; on a phone, a tap on the card.
        await page
          .getByRole('button', { name: /^Edit / })
          .or(page.getByTestId('data-list').getByRole('listitem').first().getByRole('button').first())
          .filter({ visible: true })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
      },
      WINDOW,
    );

    await camera.filled('settings', '/app/settings', 'Settings');
    await camera.shot('settings', '2fa-setup', async () => {
      await camera.open('/app/settings', 'Settings');
      await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      await page.getByText('Scan this QR code with your authenticator app.').waitFor();
    });
    // Settings' approval policy: no rule, a failed load, the rule dialog and the bank's refusal of a blocked rule.
    await camera.empty('settings-approval-policy', '/app/settings', '/approval-rules', 'Settings');
    await camera.error('settings-approval-policy', '/app/settings', '/approval-rules', 'Settings');
    const ruleDialog = page.getByRole('dialog', { name: 'Add approval rule' });
    await camera.shot(
      'settings-approval-policy',
      'rule-dialog',
      async () => {
        await camera.open('/app/settings', 'Settings');
        await page
          .getByRole('region', { name: 'Approval policy' })
          .getByRole('button', { name: 'Add rule' })
          .click();
        await ruleDialog.getByRole('textbox', { name: /^Threshold/ }).fill('50000');
      },
      WINDOW,
    );
    await camera.shot(
      'settings-approval-policy',
      'blocked',
      async () => {
        await pickOption(page, /^Approvals required/, '5');
        await ruleDialog.getByRole('button', { name: 'Add rule' }).click();
        // The bank's answer comes through the validation proxy, slow on a busy machine.
        await ruleDialog.getByText(/^Approval blocked: /).waitFor({ timeout: 15_000 });
      },
      WINDOW,
    );
    // Statements: the months with their balances, the download menu, the exports, an export, the letter.
    const statements = '/app/statements';
    await camera.filled('statements', statements, 'Statements');
    await camera.loading('statements', statements, '/statements');
    await camera.empty('statements', statements, '/statements', 'Statements');
    await camera.error('statements', statements, '/statements', 'Statements');
    await camera.shot(
      'statements',
      'download-menu',
      async () => {
        await camera.open(statements, 'Statements');
        await page
          .getByRole('button', { name: /^Download the / })
          .filter({ visible: true })
          .first()
          .click();
        await page.getByRole('menuitem', { name: 'CAMT.053 (ISO 20022 XML)' }).waitFor();
      },
      WINDOW,
    );
    await camera.shot(
      'statements',
      'balance-confirmation',
      async () => {
        await camera.open(statements, 'Statements');
        await page.getByRole('button', { name: 'Balance confirmation' }).click();
        await page.getByRole('dialog').waitFor();
      },
      WINDOW,
    );
    await camera.filled('statements-exports', `${statements}?tab=exports`, 'Statements');
    await camera.filled('transaction-export', '/app/statements/exports/txx_northwind_last_month', /^Export/);
    // Settings → Developers: API keys and webhooks, a new key's secret shown once, an endpoint and a delivery.
    const developers = '/app/settings/developers';
    await camera.filled('developers', developers, 'Developers');
    await camera.loading('developers', developers, '/api-keys');
    await camera.empty('developers', developers, '/webhook-endpoints', 'Developers');
    await camera.error('developers', developers, '/api-keys', 'Developers');
    await camera.shot(
      'developers',
      'create-key',
      async () => {
        await camera.open(developers, 'Developers');
        await page.getByRole('button', { name: 'Create API key' }).click();
        await page.getByRole('dialog', { name: 'Create an API key' }).waitFor();
      },
      WINDOW,
    );
    await camera.shot(
      'developers',
      'key-secret',
      async () => {
        const dialog = page.getByRole('dialog', { name: 'Create an API key' });
        await dialog.getByRole('textbox', { name: /^Name/ }).fill('Nightly reconciliation');
        await dialog.getByRole('button', { name: 'Create key' }).click();
        await page.getByRole('dialog', { name: 'Copy your API key' }).waitFor();
      },
      WINDOW,
    );
    const endpoint = `${developers}/webhooks/whe_northwind_erp`;
    await camera.filled('webhook-endpoint', endpoint, /^https:/);
    await camera.shot(
      'webhook-endpoint',
      'delivery',
      async () => {
        await camera.open(endpoint, /^https:/);
        // The row's Details button on a desktop; on a phone, a tap on the card.
        await page
          .getByRole('button', { name: /^Details of / })
          .or(page.getByTestId('data-list').getByRole('listitem').first().getByRole('button').first())
          .filter({ visible: true })
          .first()
          .click();
        await page.getByTestId('delivery-payload').waitFor();
      },
      WINDOW,
    );
    await camera.filled('account', '/app/account', 'Account profile');
    await camera.loading('account', '/app/account', '/user/show');
    await camera.shot('account', 'editing', async () => {
      await camera.open('/app/account', 'Account profile');
      await page.getByRole('button', { name: 'Edit profile' }).click();
    });
    await camera.shot(
      'account',
      'share-details',
      async () => {
        await camera.open('/app/account', 'Account profile');
        await page.getByRole('button', { name: 'Share details of Operating account' }).click();
        await page.getByRole('dialog', { name: 'Share the details of Operating account' }).waitFor();
      },
      WINDOW,
    );

    // New payment: each step as a person reaches it.
    await camera.filled('new-payment-recipient', '/app/new-payment/recipient', 'Choose a recipient', 'empty');
    // The first recipient the search offers (the seed's names are generated).
    await camera.shot('new-payment-recipient', 'chosen', async () => {
      await page.getByRole('combobox', { name: /^Recipient/ }).click();
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('Enter');
    });
    await camera.shot('new-payment-reason', 'filled', async () => {
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Payment reason', level: 1 }).waitFor();
      await pickOption(page, /^Reason/, 'Supplier', /Supplier payment \(SUPP\)/);
      await page.getByRole('textbox', { name: /^Reference/ }).fill('INV-2026-0142');
    });
    await camera.shot('new-payment-amount', 'filled', async () => {
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('textbox', { name: /^Amount/ }).fill('12500.00');
    });
    await camera.shot(
      'new-payment-amount',
      'date-picker',
      async () => {
        await page.getByRole('textbox', { name: /^Payment date/ }).click();
        await expect(page.locator('.portal-picker-popup')).toBeVisible();
      },
      WINDOW,
    );
    await page.keyboard.press('Escape');
    await camera.shot('new-payment-review', 'filled', async () => {
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/app\/new-payment\/review$/);
    });

    await camera.filled('new-fx-trade', '/app/new-fx-trade', 'New FX trade');
    await camera.loading('new-fx-trade', '/app/new-fx-trade', '/fx/rates');
    await camera.error('new-fx-trade', '/app/new-fx-trade', '/fx/rates', 'New FX trade');
    await camera.shot('new-fx-trade', 'quote', async () => {
      await camera.open('/app/new-fx-trade', 'New FX trade');
      await requestQuote(page, '1000.00');
    });
    await camera.filled('app-not-found', '/app/no-such-screen', /.+/);

    // A payment's Activity once it was cancelled, then the log filtered, and with an entry edited in storage.
    const ada = await adaApi(page.request);
    let heldRef = '';
    const payments = `/accounts/${OPS.account}/payments`;
    const [scheduled] = (
      await ada.getPage<{ ref: string; bank_account_ref: string }>(`${payments}?status=scheduled`)
    ).data;
    await camera.shot('payment-detail', 'trail', async () => {
      if (!scheduled) throw new Error('the seed has no scheduled payment');
      const bankAccount = `/accounts/${OPS.account}/bank-accounts/${scheduled.bank_account_ref}`;
      await ada.post(`${bankAccount}/payments/${scheduled.ref}/cancel`, {});
      await camera.open(
        `/app/payments/${scheduled.ref}?bank_account=${scheduled.bank_account_ref}`,
        /^Payment to/,
      );
      await page.getByRole('list', { name: 'Activity' }).waitFor();
    });
    await camera.filled(
      'fx-history',
      '/app/fx-trades?sell_currency=EUR&traded_by=usr_grace',
      'FX history',
      'filtered',
    );
    // A row's 'View trade' link on a desktop, the whole card on a phone.
    await camera.shot('fx-trade-detail', 'filled', async () => {
      await camera.open('/app/fx-trades', 'FX history');
      await page
        .getByRole('link', { name: /^View trade/ })
        .or(page.getByTestId('data-list').getByRole('link'))
        .filter({ visible: true })
        .first()
        .click();
      await page.getByRole('heading', { name: /^FX trade/, level: 1 }).waitFor();
    });
    await camera.filled('audit-log', '/app/audit-log?action=auth.sign_in', 'Audit log', 'filtered');
    await camera.shot('audit-log', 'altered', async () => {
      const [cancelled] = (
        await ada.getPage<{ ref: string }>(`/accounts/${OPS.account}/audit-events?action=payment.cancelled`)
      ).data;
      await page.request.post(`${MOCK_URL}/__mock/audit/tamper`, {
        data: { ref: cancelled?.ref, after: { status: 'completed' } },
      });
      await camera.open('/app/audit-log', 'Audit log');
      await page.getByTestId('altered-badge').first().waitFor();
    });

    // The Approvals screen: its states; then a payment of Ada's held by the seed's rule (hers: she sees why
    // she cannot approve it), and its detail with the approval's progress.
    await camera.loading('approvals', '/app/approvals', '/approval-requests');
    await camera.error('approvals', '/app/approvals', '/approval-requests', 'Approvals');
    await camera.filled('approvals', '/app/approvals', 'Approvals', 'empty');
    await camera.shot('approvals', 'filled', async () => {
      const recipient = await createGbpRecipient(ada, 'Harbour Freight Services Ltd');
      const held = await ada.post<{ ref: string }>(
        `/accounts/${OPS.account}/bank-accounts/${OPS.bankAccount}/payments`,
        {
          recipient_ref: recipient,
          amount: '25000.00',
          currency: 'GBP',
          reason_code: 'SUPP',
          reference: 'INV-HELD-1',
        },
        { 'Idempotency-Key': crypto.randomUUID() },
      );
      heldRef = held.ref;
      await camera.open('/app/approvals', 'Approvals');
      await page.getByTestId('approval-request').first().waitFor();
    });
    await camera.shot('payment-detail', 'awaiting-approval', async () => {
      await camera.open(`/app/payments/${heldRef}?bank_account=${OPS.bankAccount}`, /^Payment to/);
      await page.getByTestId('payment-approval').waitFor();
    });

    // Standing orders: the seed's rent and retainer, the set-up form, and one standing order.
    await camera.loading('standing-orders', '/app/standing-orders', '/standing-orders');
    await camera.filled('standing-orders', '/app/standing-orders', 'Standing orders');
    await camera.shot(
      'standing-orders',
      'set-up-form',
      async () => {
        await camera.open('/app/standing-orders', 'Standing orders');
        await page.getByRole('button', { name: 'Set up a standing order' }).click();
        await page.getByRole('form', { name: 'Set up a standing order' }).waitFor();
      },
      { fullPage: false },
    );
    await camera.filled(
      'standing-order-detail',
      '/app/standing-orders/so_northwind_rent',
      /^Standing order to/,
    );

    // Bulk payments: the list (the seed's two supplier runs), a file with wrong rows, its review, and a batch
    // with a failed row; then one of Ada's over the approval threshold on the approvals screen.
    await camera.loading('bulk-payments', '/app/bulk-payments', '/payment-batches');
    await camera.filled('bulk-payments', '/app/bulk-payments', 'Bulk payments');
    const gbpPayees = (
      await ada.getPage<{ ref: string; name: string }>(
        `/accounts/${OPS.account}/recipients?currency=GBP&status=active`,
      )
    ).data;
    const batchFile = (lines: string[]) => ({
      name: 'December suppliers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['recipient,amount,currency,reason_code,reference', ...lines].join('\r\n')),
    });
    // Names only one recipient of the organization has (an earlier scene adds a second 'Harbour Freight
    // Services Ltd'): a file naming the other would rightly ask which one.
    const everyName = (
      await ada.getPage<{ name: string }>(`/accounts/${OPS.account}/recipients?per_page=100`)
    ).data.map((r) => r.name);
    const uniquelyNamed = gbpPayees.filter((p) => everyName.filter((name) => name === p.name).length === 1);
    const rightRows = uniquelyNamed
      .slice(0, 3)
      .map(({ name }, i) => `${name},"${1120 + i}.00",GBP,SUPP,DEC-${i + 1}`);
    const openWithFile = async (lines: string[]) => {
      await camera.open('/app/bulk-payments/new', 'New bulk payment');
      await page.getByTestId('batch-drop-zone').and(page.locator(':not([aria-disabled])')).waitFor();
      await page.getByTestId('batch-file-input').setInputFiles(batchFile(lines));
    };
    const wrongRows = [
      ...rightRows,
      `${uniquelyNamed[0]?.name},12.345,GBP,SUPP,DEC-4`,
      'Nobody Here Ltd,30.00,GBP,SUPP,DEC_5',
    ];
    await camera.shot('bulk-payment-new', 'rows-to-fix', async () => {
      await openWithFile(wrongRows);
      await page.getByText('2 rows need fixing.').waitFor();
    });
    await camera.shot('bulk-payment-new', 'recipient-picker', async () => {
      await openWithFile(wrongRows);
      await page.getByText('2 rows need fixing.').waitFor();
      await page.getByRole('combobox', { name: 'Recipient' }).click();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('listbox').waitFor();
    });
    await camera.shot('bulk-payment-new', 'review', async () => {
      await openWithFile(rightRows);
      await page.getByRole('button', { name: 'Review 3 payments' }).click();
      await page.getByRole('heading', { name: 'Review 3 payments' }).waitFor();
    });
    await camera.filled('bulk-payment-detail', '/app/bulk-payments/pbt_northwind_november', /^supplier-run/);
    let heldBatchRef = '';
    await camera.shot('approvals', 'bulk-payment', async () => {
      const held = await ada.post<{ ref: string }>(
        `/accounts/${OPS.account}/bank-accounts/${OPS.bankAccount}/payment-batches`,
        {
          name: 'Quarterly rents',
          rows: [`${gbpPayees[0]?.ref}`].map((ref) => ({
            recipient_ref: ref,
            amount: '24000.00',
            currency: 'GBP',
            reason_code: 'RENT',
            reference: 'Q1 RENT',
          })),
        },
        { 'Idempotency-Key': crypto.randomUUID() },
      );
      heldBatchRef = held.ref;
      await camera.open('/app/approvals', 'Approvals');
      await page.getByTestId('batch-approval-request').first().waitFor();
    });

    // The Team screen: its states, no open invitation, the invite and change-role dialogs; then as a member.
    await camera.loading('team', '/app/team', '/members');
    await camera.error('team', '/app/team', '/members', 'Team');
    await camera.empty('team', '/app/team', '/invitations', 'Team');
    await camera.filled('team', '/app/team', 'Team');
    await camera.shot(
      'team',
      'invite-dialog',
      async () => {
        await camera.open('/app/team', 'Team');
        await page.getByRole('button', { name: 'Invite member' }).click();
        await page
          .getByRole('dialog', { name: 'Invite a team member' })
          .getByTestId('role-summary')
          .waitFor();
      },
      WINDOW,
    );
    await camera.shot(
      'team',
      'change-role-dialog',
      async () => {
        await camera.open('/app/team', 'Team');
        await page.getByRole('button', { name: 'Change role of Mo Farah' }).click();
        await page
          .getByRole('dialog', { name: 'Change role of Mo Farah' })
          .getByTestId('role-summary')
          .waitFor();
      },
      WINDOW,
    );
    await camera.shot('team', 'member', async () => {
      // Ada's session ends with its cookies; Mo signs in.
      await page.context().clearCookies();
      await page.goto('/login');
      await submitLogin(page, MO.email, MO.password, { keepSignedIn: true });
      await page.waitForURL(/\/app\/dashboard/);
      await camera.open('/app/team', 'Team');
      await page.getByTestId('permission-notice').waitFor();
    });
    await camera.shot('settings-approval-policy', 'member', async () => {
      await camera.open('/app/settings', 'Settings');
      await page.getByTestId('approval-policy-reason').waitFor();
    });
    // Grace (an approver with 2FA) on Ada's held bulk payment: its page with Approve and Reject, and the
    // approval dialog listing whom it pays.
    await camera.shot('bulk-payment-detail', 'approver', async () => {
      await page.context().clearCookies();
      await signInWithCode(page, GRACE);
      await camera.open(`/app/bulk-payments/${heldBatchRef}`, 'Quarterly rents');
      await page.getByRole('button', { name: 'Approve bulk payment Quarterly rents' }).waitFor();
    });
    await camera.shot('bulk-payment-detail', 'approve-dialog', async () => {
      await camera.open(`/app/bulk-payments/${heldBatchRef}`, 'Quarterly rents');
      await page.getByRole('button', { name: 'Approve bulk payment Quarterly rents' }).click();
      await page
        .getByRole('dialog', { name: 'Approve bulk payment' })
        .getByRole('listitem')
        .first()
        .waitFor();
    });
    // The organization requires two-factor authentication for payments: Ada, without it, is told so on the
    // dashboard (a warning she cannot dismiss) and at the new payment's first step.
    await camera.shot('dashboard', 'two-factor-required', async () => {
      const rebuilt = await page.request.post(`${MOCK_URL}/__mock/scenario`, {
        data: { name: 'two-factor-required' },
      });
      expect(rebuilt.ok()).toBe(true);
      await page.context().clearCookies();
      await page.goto('/login');
      await submitLogin(page, ADA.email, ADA.password, { keepSignedIn: true });
      await page.waitForURL(/\/app\/dashboard/);
      await page.getByText('Your organization requires two-factor authentication to make payments').waitFor();
    });
    camera.expectNoneMissing();
  });
}
