import type { Browser } from '@playwright/test';
import { loadPageData, PUBLIC_PAGES, type PageData } from '../scripts/lib/public-pages';
import { expect, getJson, newContext, test } from './support';

/**
 * No public page runs a long task over its budget before it is interactive, on a CPU slowed four
 * times (issue 42: a guard of what `npm run lighthouse` measures, without its simulation). A
 * PerformanceObserver for 'longtask' is in the page before its first script (addInitScript); the page
 * is loaded under Emulation.setCPUThrottlingRate 4 as a first visit (a fresh browser context: nothing
 * cached, no service worker) and read once React has taken it over (`<html data-hydrated>`, which
 * support.ts's goto waits for).
 *
 * The goal is 50 ms (issue 42). Today the longest task is the app's start (evaluating the main chunk,
 * then hydrating). A machine's other work only ever lengthens a task, so a page gets up to three
 * first visits and the shortest of their longest tasks counts. Measured on the 2-core machine with up
 * to eight other sessions' builds and tests beside it (load average 16–26), four runs of the four
 * pages: a single visit's longest task 264–1640 ms, the best of three per page 264–874 ms (on a quiet
 * machine issue 42 measured the start at ~480 ms of script). The budget is well above the worst best
 * of three, so a busy CI machine does not fail it (600 ms would have: course and news article came to
 * 770–870 ms in a whole run); it fails a page whose start grows several times over, and comes down
 * towards the goal as the start is split (docs/benchmarks.md, issue 42).
 */
const LONG_TASK_BUDGET_MS = 2000;
const GOAL_MS = 50;
const ATTEMPTS = 3;
const PAGES = ['home', 'product', 'news article', 'course'];

interface LongTask {
  start: number;
  duration: number;
}

/** The long tasks of one first visit of `path` on a 4× slower CPU, up to the moment the page is interactive. */
async function longTasksOfFirstVisit(browser: Browser, path: string, busyMs = 0): Promise<LongTask[]> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await newContext(browser, { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries) tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: 'longtask' });
      Object.assign(window, {
        __longTasks: () => {
          record(observer.takeRecords());
          return tasks;
        },
      });
    });
    // The harness's own check: a task of the page's made this long on purpose (see the last test).
    if (busyMs) {
      await page.addInitScript((ms) => {
        addEventListener('DOMContentLoaded', () => {
          const until = performance.now() + ms;
          while (performance.now() < until);
        });
      }, busyMs);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // support.ts's goto waits for `<html data-hydrated>`: the page is interactive.
    await page.goto(path);
    return await page.evaluate(() => (window as unknown as { __longTasks: () => LongTask[] }).__longTasks());
  } finally {
    await context.close();
  }
}

const describe = (tasks: LongTask[]) => tasks.map((t) => `${t.duration} ms at ${t.start} ms`).join(', ') || 'none';

let pageData: Promise<PageData> | undefined;

for (const name of PAGES) {
  const kind = PUBLIC_PAGES.find((p) => p.name === name)!;
  test(`${name}: no long task over ${LONG_TASK_BUDGET_MS} ms before it is interactive, on a 4× slower CPU (goal ${GOAL_MS} ms)`, async ({ browser, request }) => {
    test.slow();
    pageData ??= loadPageData((p) => getJson(request, p));
    const path = kind.path(await pageData);
    // The server's first render of the page (its caches) is not the browser's work: warmed first.
    expect((await request.get(path)).ok()).toBe(true);
    const visits: string[] = [];
    let best = Infinity;
    for (let attempt = 0; attempt < ATTEMPTS && best > LONG_TASK_BUDGET_MS; attempt++) {
      const tasks = await longTasksOfFirstVisit(browser, path);
      const longest = Math.max(0, ...tasks.map((t) => t.duration));
      best = Math.min(best, longest);
      visits.push(`longest ${longest} ms (${describe(tasks)})`);
    }
    test.info().annotations.push({ type: 'long tasks', description: `${name}: ${visits.join('; ')}` });
    expect(best, `${name} (${path}), each first visit: ${visits.join('; ')}`).toBeLessThanOrEqual(LONG_TASK_BUDGET_MS);
  });
}

test('the harness sees a long task: one made on purpose is recorded at its length', async ({ browser }) => {
  test.slow();
  const tasks = await longTasksOfFirstVisit(browser, '/about-us', 300);
  // The observer sees what the pages' numbers rest on (an observer that saw nothing would pass every page).
  expect(Math.max(0, ...tasks.map((t) => t.duration)), describe(tasks)).toBeGreaterThanOrEqual(300);
});
