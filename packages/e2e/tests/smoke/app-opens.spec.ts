import { expect, test } from '../../fixtures/test';

test('the app opens in the browser and a visitor lands on the login screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
});
