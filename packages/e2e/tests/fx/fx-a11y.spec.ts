import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { nextSaturdayNoon, openFxScreen, requestQuote } from '../../fixtures/fx';
import { moveMockClock, resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.use({ timezoneId: 'Europe/London' });

// Journeys sign in, trade and run axe on two shared cores: give them room.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const [name, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  test(`the FX screen with a quote and its chart passes axe (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page);
    await openFxScreen(page);
    await expect(page.getByTestId('fx-rate-summary')).toBeVisible();
    await expect(page.locator('.recharts-surface')).toBeVisible();
    await expectNoViolations(page);
    await requestQuote(page, '1000');
    await expectNoViolations(page);
  });
}

test('the closed-window state passes axe', async ({ page, request }) => {
  await moveMockClock(request, { set: await nextSaturdayNoon(request) });
  await signIn(page);
  await openFxScreen(page);
  await expect(page.getByText('FX trading is closed')).toBeVisible();
  await expectNoViolations(page);
});

// rule FX-09 (docs/rules/fx.md)
test('the FX chart is fetched on the FX screen only, after the screen itself', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  const fxChart = () => scripts.filter((path) => /fx-rate-chart/.test(path));
  await signIn(page);
  for (const path of ['/app/payments', '/app/settings']) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(fxChart()).toEqual([]);
  await openFxScreen(page);
  await expect(page.locator('.recharts-surface')).toBeVisible();
  const screenAt = scripts.findIndex((path) => path.includes('new-fx-trade-screen'));
  const chartAt = scripts.findIndex((path) => path.includes('fx-rate-chart'));
  expect(screenAt).toBeGreaterThanOrEqual(0);
  expect(chartAt).toBeGreaterThan(screenAt);
  // Hovering the line shows the point's rate as the bank sent it, in the portal's own tooltip.
  const plot = page.locator('.recharts-surface');
  const box = await plot.boundingBox();
  if (!box) throw new Error('the chart has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByText(/^1 [A-Z]{3} = \d+\.\d+ [A-Z]{3}$/)).toBeVisible();
});
