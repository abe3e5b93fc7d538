/**
 * The `inp` part: INP of the portal's heaviest interactions under the mobile preset's CPU slowdown, each beside
 * the floor app's one button measured the same way in the same run, median of BENCH_INP_RUNS (default 5).
 */
import { type Browser, chromium } from '@playwright/test';
import { ADA, adaToken, CHROME, FLAGS, median, ms, ratio, signIn, VIEWPORT } from './browser';
import { draftPayment, floorJourney, type Journey, type JourneyData, journeys } from './inp-journeys';
import { CPU_SLOWDOWN, type InpReport, inpOf, watchInp } from './inp-measure';

const RUNS = Math.min(Math.max(Number(process.env.BENCH_INP_RUNS ?? 5), 1), 15);
/** BENCH_INP_ONLY: measure only the interactions whose name contains it (e.g. `bulk`). */
const ONLY = process.env.BENCH_INP_ONLY ?? '';
/** The "good" INP threshold. */
const INP_GOAL_MS = 200;

/** 1,000 payments to the organization's GBP recipients, one row in four with a 3-decimal amount to fix. */
async function journeyData(mockUrl: string): Promise<JourneyData> {
  const token = await adaToken(mockUrl);
  const answer = await fetch(
    `${mockUrl}/api/v1/accounts/org_northwind/recipients?currency=GBP&status=active&per_page=100`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const payees = ((await answer.json()) as { data: { ref: string; name: string }[] }).data;
  const first = payees[0];
  if (!first) throw new Error(`bench: ${ADA.email}'s organization has no active GBP recipient`);
  const rows = Array.from({ length: 1000 }, (_, i) => {
    const payee = payees[i % payees.length] ?? first;
    const amount = i % 4 === 0 ? `${10 + (i % 90)}.125` : `${10 + (i % 90)}.00`;
    return `${payee.ref},${amount},GBP,SUPP,INV-${i + 2}`;
  });
  return {
    payeeName: first.name,
    bulkCsv: ['recipient,amount,currency,reason_code,reference', ...rows].join('\r\n'),
  };
}

/** INP of each run of `journey`, each in a fresh document of one signed-in page. */
async function measure(browser: Browser, journey: Journey, webUrl: string | null, data?: JourneyData) {
  const context = await browser.newContext({ viewport: VIEWPORT, ignoreHTTPSErrors: true });
  try {
    await watchInp(context);
    const page = await context.newPage();
    // The machine is shared and slowed: a screen may take long to come.
    page.setDefaultTimeout(60_000);
    if (webUrl && data) {
      await signIn(page, webUrl, true);
      await draftPayment(page, webUrl, data.payeeName);
    }
    const reports: InpReport[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await journey.open(page);
      reports.push(await inpOf(page, () => journey.act(page)));
    }
    return reports;
  } finally {
    await context.close();
  }
}

const runsText = (reports: InpReport[]) => {
  const worst = [...reports].sort((a, b) => b.value - a.value)[0];
  const split = worst
    ? ` (input delay ${ms(worst.inputDelayMs)}, handlers and render ${ms(worst.processingMs)}, style to paint ${ms(worst.presentationMs)})`
    : '';
  return `runs ${reports.map((r) => Math.round(r.value)).join(', ')}; worst on ${worst?.type} ${worst?.target}${split}`;
};

export async function inpLines(
  stack: { webUrl: string; mockUrl: string },
  floorUrl: string,
): Promise<string[]> {
  const data = await journeyData(stack.mockUrl);
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: FLAGS });
  try {
    const lines = [
      '',
      `INP (web-vitals onINP) under ${CPU_SLOWDOWN}× CPU slowdown, MOCK_SEED_TRANSACTIONS=100000, median of ${RUNS} fresh loads`,
    ];
    for (const journey of journeys(stack.webUrl, data).filter((j) => j.name.includes(ONLY))) {
      process.stdout.write(`→ INP: ${journey.name} …\n`);
      // The floor is measured beside each interaction, so both see the machine alike.
      const floor = median((await measure(browser, floorJourney(floorUrl), null)).map((r) => r.value));
      const reports = await measure(browser, journey, stack.webUrl, data).catch((error: Error) => error);
      if (reports instanceof Error) {
        // One broken journey still leaves the others' figures.
        // The call log's next lines name what was awaited (which click of the set-up or of the act).
        const why = reports.message.split('\n').slice(0, 4).join(' ').replace(/\s+/g, ' ');
        lines.push(`INP ${journey.name}: not measured (${why})`);
        continue;
      }
      const value = median(reports.map((r) => r.value));
      lines.push(
        `INP ${journey.name} ${ms(value)} (floor button ${ms(floor)}, ratio ${ratio(value, floor)}; goal <= ${INP_GOAL_MS} ms: ${value <= INP_GOAL_MS ? 'met' : 'not met'})`,
        `    ${runsText(reports)}`,
      );
    }
    return lines;
  } finally {
    await browser.close();
  }
}
