import {
  expectEveryElementFocusedVisibly,
  expectVisibleFocus,
  tabTo,
  walkWithTab,
} from '../../fixtures/keyboard';
import { resetMock, signIn, trackInFlight, waitForQuiet } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

// Every interactive element reachable by keyboard, with visible focus, and no keyboard trap. Each main
// screen is tabbed through from the top, once round, as it first shows (data loaded, nothing opened).

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('the sign-in screen: every field, checkbox, link and button takes visible focus in turn', async ({
  page,
}) => {
  const inFlight = trackInFlight(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await waitForQuiet(inFlight);
  const walk = await walkWithTab(page);
  expectEveryElementFocusedVisibly(walk, '/login');
  // The form's own controls are among them (the walk found the screen, not only its frame).
  expect(walk.expected).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^input\[email\]/),
      expect.stringMatching(/^input\[password\]/),
      expect.stringMatching(/^input\[checkbox\] "Keep me signed in"/),
      expect.stringMatching(/^button(\[submit\])? "Sign in"/),
    ]),
  );
});

const SCREENS = [
  { path: '/app/dashboard', heading: 'Dashboard' },
  { path: '/app/payments', heading: 'Payments' },
  { path: '/app/recipients', heading: 'Recipients' },
  { path: '/app/new-fx-trade', heading: 'New FX trade' },
  { path: '/app/notifications', heading: 'Notifications' },
  { path: '/app/settings', heading: 'Settings' },
  { path: '/app/account', heading: 'Account' },
] as const;

for (const { path, heading } of SCREENS) {
  test(`${path}: every interactive element takes visible focus in turn, and Tab leaves the page`, async ({
    page,
  }) => {
    const inFlight = trackInFlight(page);
    // Kept signed in, so the screen opens by a full page load and the walk starts at the document's top.
    await signIn(page, { keepSignedIn: true });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 20_000 });
    await waitForQuiet(inFlight);
    const walk = await walkWithTab(page);
    expectEveryElementFocusedVisibly(walk, path);
    // The frame (the menu, Log out) and the screen's own controls: the walk went through both.
    expect(walk.expected).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^a "Dashboard"/),
        expect.stringMatching(/^button "Log out"/),
      ]),
    );
  });
}

// rule UI-02 (docs/rules/layout-and-ui.md)
test('at 390 px the menu opens, is walked and closes with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { keepSignedIn: true });
  const openButton = page.getByRole('button', { name: 'Open menu' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await tabTo(page, openButton);
  await expectVisibleFocus(page, openButton);
  await expect(openButton).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  // The page behind the modal drawer is hidden from assistive technology while it is open.
  await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Focus moved into the drawer, and Tab keeps it there (a modal drawer), Escape lets it out.
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const seen = new Set<string>();
  for (let press = 0; press < 20; press++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect([...seen]).toEqual(expect.arrayContaining(['Dashboard', 'Payments', 'Settings']));
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(openButton).toBeFocused();
  await expect(openButton).toHaveAttribute('aria-expanded', 'false');

  // Again with Space. Payments expands in place with Enter: its entries are the next Tab stops, and the
  // entries below it stay in view. Then an entry is followed with Enter: the drawer closes on the new screen.
  await page.keyboard.press('Space');
  await expect(drawer).toBeVisible();
  const payments = drawer.getByRole('button', { name: 'Payments' });
  await tabTo(page, payments);
  await page.keyboard.press('Enter');
  await expect(payments).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('link', { name: 'Payments list' })).toBeFocused();
  const recipients = drawer.getByRole('link', { name: 'Recipients', exact: true });
  await expect(recipients).toBeInViewport();
  // Nothing floats over it: the Payments list ends above the entry that follows.
  const list = await drawer.getByRole('list', { name: 'Payments' }).boundingBox();
  const below = await recipients.boundingBox();
  expect(below?.y ?? 0).toBeGreaterThanOrEqual((list?.y ?? 0) + (list?.height ?? 0));
  await tabTo(page, recipients);
  await expectVisibleFocus(page, recipients);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/recipients$/);
  await expect(page.getByRole('heading', { name: 'Recipients', level: 1 })).toBeVisible();
  await expect(drawer).toBeHidden();
});

// The checks above must be able to fail: the same walk on small pages (no CSP here: about:blank) with a control
// that hides its focus, one taken out of document order, and a field that keeps the focus.
// rule UI-28 (docs/rules/layout-and-ui.md)
test('the walk catches invisible focus, a Tab order out of document order and a keyboard trap', async ({
  page,
}) => {
  await page.setContent('<button>Shows focus</button><button style="outline: none">Hides focus</button>');
  const hidden = await walkWithTab(page);
  expect(() => expectEveryElementFocusedVisibly(hidden, 'hidden focus')).toThrow(/focus not visible/);
  expect(hidden.focus.find((f) => f.label === 'button "Shows focus"')?.visible).toBe(true);

  await page.setContent('<button>First</button><button tabindex="1">Jumps the queue</button>');
  const reordered = await walkWithTab(page);
  expect(() => expectEveryElementFocusedVisibly(reordered, 'reordered')).toThrow(/not the document order/);

  await page.setContent(
    '<input aria-label="Trap" onkeydown="if (event.key === \'Tab\') event.preventDefault()"><button>After</button>',
  );
  await expect(walkWithTab(page)).rejects.toThrow(/keyboard trap/);
});
