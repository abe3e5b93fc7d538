/**
 * The transactions screen's "Export CSV" with 100,000 transactions in the bank: the screen reads the newest
 * 10,000 (100 pages) and builds the file in the browser. Timed from the click to the download, split into
 * reading the pages (click → last page answered) and building the file (last page → download: the CSV, the
 * export recorded with the bank, the file handed over).
 */
import { chromium } from '@playwright/test';
import { CHROME, FLAGS, median, ms, signIn, VIEWPORT } from './browser';

const RUNS = Math.min(Math.max(Number(process.env.BENCH_INP_RUNS ?? 5), 1), 15);
const GOAL_MS = 1000;

type ExportTiming = { totalMs: number; readMs: number; buildMs: number; pages: number };

async function exportTimings(webUrl: string): Promise<ExportTiming[]> {
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: FLAGS });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      ignoreHTTPSErrors: true,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signIn(page, webUrl, true);
    const timings: ExportTiming[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${webUrl}/app/dashboard?tab=transactions`);
      // The first organization's transactions (the INP part's switch may have left another one chosen).
      const organization = page.getByRole('combobox', { name: 'Organization account' });
      if ((await organization.evaluate((el: HTMLSelectElement) => el.selectedIndex)) !== 0)
        await organization.selectOption({ index: 0 });
      await page.getByText(/^[\d,]+ transactions match\.$/).waitFor();
      let lastPageAt = 0;
      let pages = 0;
      const onPage = (response: { url: () => string }) => {
        if (!/\/transactions\?.*per_page=100/.test(response.url())) return;
        pages += 1;
        lastPageAt = Date.now();
      };
      page.on('response', onPage);
      const download = page.waitForEvent('download', { timeout: 120_000 });
      const clickedAt = Date.now();
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await download.catch(async (error: Error) => {
        // A refused export says why in a toast.
        const said = await page.locator('[role="status"], [role="alert"]').allTextContents();
        throw new Error(
          `${error.message.split('\n')[0]} after ${pages} pages; the page says: ${said.join(' | ')}`,
        );
      });
      const doneAt = Date.now();
      page.off('response', onPage);
      timings.push({
        totalMs: doneAt - clickedAt,
        readMs: lastPageAt - clickedAt,
        buildMs: doneAt - lastPageAt,
        pages,
      });
    }
    return timings;
  } finally {
    await browser.close();
  }
}

export async function csvExportLines(webUrl: string): Promise<string[]> {
  process.stdout.write(`→ transactions CSV export (100k in the bank), ${RUNS} runs …\n`);
  const timings = await exportTimings(webUrl).catch((error: Error) => error);
  if (timings instanceof Error) return ['', `Transactions "Export CSV": not measured (${timings.message})`];
  const total = median(timings.map((t) => t.totalMs));
  const build = median(timings.map((t) => t.buildMs));
  return [
    '',
    `Transactions "Export CSV" (MOCK_SEED_TRANSACTIONS=100000; the newest 10,000 rows, ${timings[0]?.pages ?? 0} pages), median of ${RUNS}, no CPU slowdown`,
    `  click → download ${ms(total)}: reading the pages ${ms(median(timings.map((t) => t.readMs)))}, building the file ${ms(build)} (goal <= ${GOAL_MS} ms: ${build <= GOAL_MS ? 'met' : 'not met'})`,
    `  runs ${timings.map((t) => `${t.totalMs}/${t.buildMs}`).join(', ')} ms (total/build)`,
  ];
}
