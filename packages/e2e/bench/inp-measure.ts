/**
 * Interaction to Next Paint of one user act, as web-vitals' onINP reports it, under Chromium's CPU slowdown
 * (CDP Emulation.setCPUThrottlingRate, the mobile preset's 4×). Each act runs in a fresh document (INP is the
 * worst interaction of a page's life), set up without trusted input (goto, fill, setInputFiles make no
 * interaction), so only the act's own clicks and keys count.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/** The mobile preset's CPU slowdown (Lighthouse's default). */
export const CPU_SLOWDOWN = 4;

// The IIFE build (global `webVitals`) is not among the package's exports: found beside its CommonJS build.
const webVitalsScript = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')),
    'web-vitals.attribution.iife.js',
  ),
  'utf8',
);

/**
 * What the page reported last: INP so far and what made it (the attribution build names the target), split into
 * the wait before the handlers ran, the handlers with React's render, and the style, layout and paint after them.
 */
export type InpReport = {
  value: number;
  target: string;
  type: string;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
};

declare global {
  interface Window {
    webVitals: typeof import('web-vitals/attribution');
    __inp?: InpReport;
  }
}

/** Every page of the context reports its INP into window.__inp, each change as it comes. */
export async function watchInp(context: BrowserContext): Promise<void> {
  // Playwright runs an init script inside a function: the IIFE's `var webVitals` is made a global by hand.
  await context.addInitScript({ content: `${webVitalsScript};window.webVitals = webVitals;` });
  await context.addInitScript(() => {
    window.webVitals.onINP(
      (metric) => {
        window.__inp = {
          value: metric.value,
          // An element removed by the interaction has no name left.
          target: metric.attribution.interactionTarget ?? '(removed)',
          type: metric.attribution.interactionType ?? '',
          inputDelayMs: metric.attribution.inputDelay,
          processingMs: metric.attribution.processingDuration,
          presentationMs: metric.attribution.presentationDelay,
        };
      },
      // 16 ms is the smallest threshold Event Timing allows: short acts are measured too, not left out.
      { reportAllChanges: true, durationThreshold: 16 },
    );
  });
}

/** Resolves once the page has painted and gone idle twice over (web-vitals reports INP in an idle task). */
const settle = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i += 1)
      await new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 3000 })),
        ),
      );
  });

/**
 * INP of `act` in the page as it is now (fresh from its set-up), under the CPU slowdown. An act faster than
 * Event Timing's 16 ms floor reports nothing: it counts as 16 ms.
 */
export async function inpOf(page: Page, act: () => Promise<void>): Promise<InpReport> {
  await settle(page);
  const before = await page.evaluate(() => window.__inp);
  if (before)
    throw new Error(`bench: the set-up interacted already (INP ${before.value} ms on ${before.target})`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await act();
    await settle(page);
    await page.waitForTimeout(300);
    await settle(page);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  return (
    (await page.evaluate(() => window.__inp)) ?? {
      value: 16,
      target: '',
      type: '',
      inputDelayMs: 0,
      processingMs: 0,
      presentationMs: 0,
    }
  );
}
