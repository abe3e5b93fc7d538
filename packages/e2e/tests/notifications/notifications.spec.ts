import { expectAccessibleAtBothSizes } from '../../fixtures/axe';
import { BankApi } from '../../fixtures/bank-api';
import { unreadBadge } from '../../fixtures/dashboard';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.beforeEach(async ({ request }) => {
  // Several e2e stacks share two cores: journeys get more time than the default 30 s.
  test.setTimeout(120_000);
  await resetMock(request);
});

// rule NTF-03 (docs/rules/notifications.md)
test('the unread count drops at once when notifications are read, and stays down after a reload', async ({
  page,
}) => {
  await signIn(page, { keepSignedIn: true });
  await expect(unreadBadge(page)).toHaveText('7');
  await page
    .getByRole('link', { name: /^Notifications/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByTestId('unread-summary')).toHaveText('7 unread');
  const unreadRows = page.getByRole('row').filter({ hasText: 'Unread' });
  await expect(unreadRows).toHaveCount(7);

  // Mark one: the badge and the summary drop together, without waiting for a refetch.
  await unreadRows
    .first()
    .getByRole('button', { name: /^Mark as read/ })
    .click();
  await expect(unreadBadge(page)).toHaveText('6');
  await expect(page.getByTestId('unread-summary')).toHaveText('6 unread');
  await expect(unreadRows).toHaveCount(6);

  // The server agrees.
  const api = await BankApi.signIn();
  expect((await api.get<{ count: number }>('/user/notifications/unread-count')).count).toBe(6);

  // Only unread ones, through the URL.
  await page.getByText('Unread', { exact: true }).first().click();
  await expect(page).toHaveURL(/status=unread/);
  await expect(page.getByRole('row')).toHaveCount(7);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(unreadBadge(page)).toHaveCount(0);
  await expect(page.getByTestId('unread-summary')).toHaveText('You have no unread notifications.');
  expect((await api.get<{ count: number }>('/user/notifications/unread-count')).count).toBe(0);
  await api.dispose();

  // After a reload the unread filter (kept in the URL) finds nothing: the table's empty state says so.
  await page.reload();
  await expect(page.getByTestId('empty-state')).toHaveText('No unread notifications');
  await expect(page.getByTestId('unread-summary')).toHaveText('You have no unread notifications.');
  await expect(unreadBadge(page)).toHaveCount(0);
});

// rule NTF-01 (docs/rules/notifications.md)
test('the list is paginated on the server', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/notifications');
  await expect(page.getByText('Total 28 items')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: /next/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
});

test('the notifications screen passes axe on desktop and at 390 px', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/notifications');
  await expect(page.getByRole('row').filter({ hasText: 'Unread' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('table-loading')).toHaveCount(0);
  await expectAccessibleAtBothSizes(page, 'the notifications screen');

  // On a phone each notification is a card, in view without sideways scroll, and a tap opens its payment.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
  await expect(card).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/app\/payments\/pay_/);
});
