import type { Locator } from '@playwright/test';
import { idleTimersRunning, resetMock, signIn, TEXTS, watchIdleTimers } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

/** Whether two elements' boxes on screen overlap (both must be shown). */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('an element has no box on screen');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule SES-16 (docs/rules/session.md)
test('after 5 minutes idle the warning shows, and 10 seconds later the user is logged out', async ({
  page,
}) => {
  await page.clock.install();
  await watchIdleTimers(page);
  await signIn(page);
  await idleTimersRunning(page, 1);
  await page.clock.fastForward(300_000);
  const warning = page.locator('.Toastify__toast').filter({ hasText: TEXTS.idleWarning });
  await expect(warning).toBeVisible();
  // The warning hides none of the header's controls: not the user's name, not Log out.
  const logOut = page.getByRole('button', { name: 'Log out' });
  expect(await overlaps(warning, logOut)).toBe(false);
  expect(await overlaps(warning, page.getByTestId('current-user'))).toBe(false);
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

// rule SES-16 (docs/rules/session.md)
test('activity after the idle warning dismisses it and keeps the session', async ({ page }) => {
  await page.clock.install();
  await watchIdleTimers(page);
  await signIn(page);
  await idleTimersRunning(page, 1);
  await page.clock.fastForward(300_000);
  await expect(page.getByText(TEXTS.idleWarning)).toBeVisible();
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await page.clock.runFor(1_000);
  await expect(page.getByText(TEXTS.idleWarning)).toBeHidden();
  await page.clock.runFor(15_000);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

/** The names of the shown controls (buttons, links, fields) that the element covers. */
async function controlsCoveredBy(element: Locator): Promise<string[]> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element has no box on screen');
  return element.page().evaluate((cover) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, [role="combobox"]',
    );
    return [...controls]
      .filter((control) => !control.closest('.Toastify'))
      .filter((control) => {
        const r = control.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        return (
          r.left < cover.x + cover.width &&
          cover.x < r.right &&
          r.top < cover.y + cover.height &&
          cover.y < r.bottom
        );
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
  }, box);
}

// rule UI-22 (docs/rules/layout-and-ui.md)
test('the warning hides no control: in the header bar at 1440 px, below it at 390 px', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await watchIdleTimers(page);
  await signIn(page);
  await expect(page.getByText('New FX trade')).toBeVisible();
  await idleTimersRunning(page, 1);
  await page.clock.fastForward(300_000);
  const warning = page.locator('.Toastify__toast').filter({ hasText: TEXTS.idleWarning });
  await expect(warning).toBeVisible();
  await expect(warning).toBeInViewport();
  expect(await controlsCoveredBy(warning)).toEqual([]);
  // Inside the bar: the page's heading row (New payment, New FX trade) stays uncovered.
  expect((await warning.boundingBox())?.y ?? 0).toBeLessThan(64);
  await page.mouse.move(700, 500);
  await page.clock.runFor(1_000);
  await expect(warning).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  // The activity re-armed the idle timer before the clock moves again (a busy machine can lag behind).
  await idleTimersRunning(page, 1);
  await page.clock.fastForward(300_000);
  await expect(warning).toBeVisible();
  expect(await overlaps(warning, page.getByRole('button', { name: 'Log out' }))).toBe(false);
  expect(await overlaps(warning, page.getByRole('button', { name: 'Open menu' }))).toBe(false);
  // The header's controls still answer: Log out is clicked through, not onto the toast.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
