import type { APIRequestContext, Page } from '@playwright/test';
import { adaApi, OPS, OPS_PATH } from '../../fixtures/bank-api';
import {
  DESKTOP,
  expectChartsDrawn,
  expectFirstRowReadable,
  expectLoadingBeforeRows,
  expectNoCutFigures,
  expectNoInternalIds,
  expectNoSidewaysPage,
  expectPlaceholdersWhole,
  expectTablesFit,
  holdRequests,
  PHONE,
} from '../../fixtures/layout';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

// The class of defect a first look found and no test caught: pages wider than the window, tables that
// scroll sideways on a desktop, lists whose amount and status sit off a phone's screen, charts that draw nothing,
// 'No data found' while the list is still loading. One walk through every signed-in screen per width, signed in
// once, so the whole check costs two journeys.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

interface ListScreen {
  path: string;
  heading: string;
  /** The list's own request (its path ends so), held until the loading state has been checked. */
  request: string;
  amount: boolean;
  status: boolean;
}

const LISTS: ListScreen[] = [
  {
    path: '/app/dashboard?tab=transactions',
    heading: 'Dashboard',
    request: '/transactions',
    amount: true,
    status: true,
  },
  { path: '/app/payments', heading: 'Payments', request: '/payments', amount: true, status: true },
  { path: '/app/recipients', heading: 'Recipients', request: '/recipients', amount: false, status: true },
  // A notification names its payment's amount in words; it has no status badge.
  {
    path: '/app/notifications',
    heading: 'Notifications',
    request: '/notifications',
    amount: true,
    status: false,
  },
  { path: '/app/fx-trades', heading: 'FX history', request: '/fx-trades', amount: true, status: true },
];

const OTHER_SCREENS = [
  { path: '/app/settings', heading: 'Settings' },
  { path: '/app/account', heading: 'Account profile' },
  { path: '/app/new-payment/recipient', heading: 'Choose a recipient' },
  { path: '/app/team', heading: 'Team' },
  { path: '/app/standing-orders', heading: 'Standing orders' },
  { path: '/app/bulk-payments', heading: 'Bulk payments' },
  { path: '/app/approvals', heading: 'Approvals' },
];

/** One of each detail page, from the seed: the pages where an internal id was most often the content. */
async function detailScreens(request: APIRequestContext): Promise<{ path: string; heading: RegExp }[]> {
  const api = await adaApi(request);
  const [payment] = await api.get<{ ref: string }[]>(`${OPS_PATH}/payments?per_page=10&status=failed`);
  const [trade] = await api.get<{ ref: string }[]>(`/accounts/${OPS.account}/fx-trades?per_page=10`);
  if (!payment || !trade) throw new Error('the seed has no failed payment or no FX trade');
  return [
    { path: `/app/payments/${payment.ref}?bank_account=${OPS.bankAccount}`, heading: /^Payment to / },
    { path: `/app/fx-trades/${trade.ref}`, heading: /./ },
    { path: '/app/standing-orders/so_northwind_rent', heading: /./ },
    { path: '/app/bulk-payments/pbt_northwind_november', heading: /./ },
  ];
}

/**
 * Opens a screen; one that does not open (a crash) is reported and its checks skipped, and the walk goes on. In
 * German any main heading will do: the walk is about the layout, and German words are the longest.
 */
async function open(
  page: Page,
  path: string,
  heading: string | RegExp,
  anyHeading = false,
): Promise<boolean> {
  await page.goto(path);
  const title = page.getByRole('heading', { name: anyHeading ? /./ : heading, level: 1 });
  await expect.soft(title, `${path} opens`).toBeVisible();
  return title.isVisible();
}

/**
 * What every screen owes at every width: no sideways page, no table that scrolls sideways (on a phone the
 * lists are cards; the tables left, such as the dashboard's balances, must fit too), no placeholder cut short.
 */
async function expectLayoutFits(page: Page, where: string) {
  await expectNoSidewaysPage(page, where);
  await expectTablesFit(page, where);
  await expectPlaceholdersWhole(page, where);
  await expectNoInternalIds(page, where);
  // A phone shows lists as cards; at the desktop width nothing that is a figure may be cut.
  if ((page.viewportSize()?.width ?? 0) >= DESKTOP.width) await expectNoCutFigures(page, where);
}

const RUNS = [
  { size: DESKTOP, locale: 'en-GB', balanceHistory: 'Balance history' },
  { size: PHONE, locale: 'en-GB', balanceHistory: 'Balance history' },
  // German words are long: the phone's walk once more in German (rule LANG-01).
  { size: PHONE, locale: 'de-DE', balanceHistory: 'Saldoverlauf' },
] as const;

for (const { size, locale, balanceHistory } of RUNS) {
  const language = locale === 'en-GB' ? '' : ` in ${locale}`;
  const german = locale === 'de-DE';
  // rule UI-29 (docs/rules/layout-and-ui.md)
  test(`every signed-in screen fits ${size.width} px${language}: no sideways page or table, readable rows, drawn charts, loading before empty`, async ({
    page,
    request,
  }) => {
    const details = await detailScreens(request);
    // The language Ada saved is the one the portal takes at sign-in.
    if (locale !== 'en-GB') await (await adaApi(request)).patch('/user/preferences', { locale });
    await page.setViewportSize(size);
    await signIn(page, { keepSignedIn: true });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const at = (what: string) => `${what} at ${size.width} px${language}`;

    // Dashboard: the balance history chart sits below the fold and loads when scrolled to. The saved language
    // remounts the screens as it arrives (lib/i18n/language-provider.tsx): the heading found may be replaced.
    await expect(async () => {
      await page.getByRole('heading', { name: balanceHistory }).scrollIntoViewIfNeeded({ timeout: 2000 });
    }).toPass();
    await expectChartsDrawn(page, at('dashboard'));
    await expectLayoutFits(page, at('dashboard'));

    for (const list of LISTS) {
      const where = at(list.path);
      const held = await holdRequests(page, list.request);
      if (!(await open(page, list.path, list.heading, german))) {
        await held.release();
        continue;
      }
      await expectLoadingBeforeRows(page, held, where);
      await expectFirstRowReadable(page.getByRole('main'), where, list);
      await expectLayoutFits(page, where);
    }

    for (const screen of [...OTHER_SCREENS, ...details]) {
      if (await open(page, screen.path, screen.heading, german))
        await expectLayoutFits(page, at(screen.path));
    }

    if (await open(page, '/app/new-fx-trade', 'New FX trade', german)) {
      await expectChartsDrawn(page, at('new FX trade'));
      await expectLayoutFits(page, at('new FX trade'));
    }
  });
}
