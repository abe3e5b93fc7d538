import { join } from 'node:path';
import { expect, type Page, type Route } from '@playwright/test';
import { holdRequests, LOADING_INDICATOR } from '../fixtures/layout';
import { trackInFlight, waitForQuiet } from '../fixtures/shell';
import { MOCK_URL } from '../ports';
import { SHOTS_CLOCK, SHOTS_DIR } from '../support/shots';

/** The contract's error shape, as the bank answers a failure. */
const FAILURE = { message: 'The service is temporarily unavailable. Please try again later.' };

export const isApiGet = (pathEnd: string) => (url: URL) =>
  url.pathname.startsWith('/api/') && url.pathname.endsWith(pathEnd);

/**
 * Takes the pictures of one page at its current window size, as `<route>--<state>--<width>.png`. A state that
 * cannot be reached (a screen changed shape) is noted and skipped, so one change costs one picture, not the run;
 * `expectNoneMissing` then names them all.
 */
export class Camera {
  private readonly missing: string[] = [];
  private readonly inFlight;

  constructor(private readonly page: Page) {
    this.inFlight = trackInFlight(page);
  }

  /**
   * The browser's clock stands at the mock bank's pinned time, so dates and countdowns read the same each run
   * (the mock's clock is set back to it before every picture).
   */
  async pinClock(): Promise<void> {
    await this.page.clock.setFixedTime(new Date(SHOTS_CLOCK));
  }

  private get width(): number {
    return this.page.viewportSize()?.width ?? 0;
  }

  /**
   * Runs `arrange`, waits for the screen to settle (unless `settle` is off) and photographs the whole page, or only
   * the window (`fullPage: false`) for a dialog, a side panel or a menu: its overlay covers the window, and a
   * picture of the page beyond it would show the page undimmed.
   */
  async shot(
    route: string,
    state: string,
    arrange: () => Promise<void>,
    { settle = true, fullPage = true } = {},
  ): Promise<void> {
    const name = `${route}--${state}--${this.width}`;
    try {
      const pinned = await this.page.request.post(`${MOCK_URL}/__mock/clock`, { data: { set: SHOTS_CLOCK } });
      expect(pinned.ok(), 'the mock bank clock pinned').toBe(true);
      await arrange();
      if (settle) await this.settle();
      else await this.page.waitForTimeout(300);
      // From the top: a page scrolled down (to load what sits below the fold) would show its sticky header midway.
      if (fullPage) await this.page.evaluate(() => window.scrollTo(0, 0));
      await this.page.screenshot({
        path: join(SHOTS_DIR, `${name}.png`),
        fullPage,
        animations: 'disabled',
      });
    } catch (error) {
      if (process.env.SHOTS_DEBUG)
        await this.page.screenshot({ path: join(SHOTS_DIR, `${name}--MISSING.png`) });
      this.missing.push(`${name}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`);
    }
  }

  /** The screen at `path` once its data is in. */
  filled(route: string, path: string, heading: string | RegExp, state = 'filled') {
    return this.shot(route, state, () => this.open(path, heading));
  }

  /** The screen at `path` while its request ending in `pathEnd` is held. */
  async loading(route: string, path: string, pathEnd: string) {
    const held = await holdRequests(this.page, pathEnd);
    await this.shot(
      route,
      'loading',
      async () => {
        await this.page.goto(path);
        await expect.poll(() => held.count).toBeGreaterThan(0);
        await this.page.waitForTimeout(200);
      },
      { settle: false },
    );
    await held.release();
  }

  /** The screen at `path` when its request ending in `pathEnd` fails (the bank's error shape, 500). */
  error(route: string, path: string, pathEnd: string, heading: string | RegExp) {
    return this.answering(route, 'error', path, pathEnd, heading, (route) =>
      route.fulfill({ status: 500, json: FAILURE }),
    );
  }

  /** The screen at `path` when its list request ending in `pathEnd` answers with no rows. */
  empty(route: string, path: string, pathEnd: string, heading: string | RegExp) {
    return this.answering(route, 'empty', path, pathEnd, heading, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: unknown[]; meta?: Record<string, unknown> };
      await route.fulfill({
        response: answer,
        json: { ...body, data: [], ...(body.meta ? { meta: { ...body.meta, total: 0 } } : {}) },
      });
    });
  }

  private async answering(
    name: string,
    state: string,
    path: string,
    pathEnd: string,
    heading: string | RegExp,
    answer: (route: Route) => Promise<void>,
  ) {
    const matches = isApiGet(pathEnd);
    const handler = (route: Route) => (route.request().method() === 'GET' ? answer(route) : route.fallback());
    await this.page.route(matches, handler);
    await this.shot(name, state, async () => {
      await this.open(path, heading);
      // A failed query is retried once (3 s later) before the screen says so. A screen that never says so is
      // pictured all the same: that picture is the finding.
      if (state === 'error')
        await expect(
          this.page
            .getByRole('alert')
            .or(this.page.getByRole('button', { name: /try again/i }))
            .first(),
        )
          .toBeVisible({ timeout: 10_000 })
          .catch(() => undefined);
    });
    await this.page.unroute(matches, handler);
  }

  async open(path: string, heading: string | RegExp): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
  }

  /** No request in flight, no loading indicator, the pointer out of the way. */
  private async settle(): Promise<void> {
    await waitForQuiet(this.inFlight).catch(() => undefined);
    await expect(this.page.locator(LOADING_INDICATOR))
      .toHaveCount(0)
      .catch(() => undefined);
    await this.page.mouse.move(0, 0);
    await this.page.waitForTimeout(250);
  }

  expectNoneMissing(): void {
    expect(this.missing, 'screenshots that could not be taken').toEqual([]);
  }
}
