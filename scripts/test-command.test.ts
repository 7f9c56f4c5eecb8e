import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { closingLine, failedTests, summarize, summaryLines } from './test-summary.mjs';

/**
 * The test command's closing line and the browser tests' server (issue 9): a suite that could not
 * start is counted as failed, the browser tests take a free port unless told one, and their server
 * removes its data folder when Playwright stops it.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-summary-'));
const write = (name: string, body: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(body));
  return file;
};
const quiet = () => {};

describe('the closing line of npm test', () => {
  const unit = () => write('unit.json', { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0, numFailedTestSuites: 0, numRuntimeErrorTestSuites: 0 });

  it('counts a browser suite whose server could not start as failed (Playwright writes no test, only an error)', () => {
    // What Playwright 1.65 writes when the port of its web server is taken (captured from a real run).
    const e2e = write('e2e.json', {
      config: {},
      suites: [],
      errors: [{ message: 'Error: http://127.0.0.1:3303/api/health is already used, make sure that nothing is running on the port/url or set reuseExistingServer:true in config.webServer.' }],
      stats: { startTime: '2026-11-24T07:08:36.501Z', duration: 15, expected: 0, skipped: 0, unexpected: 0, flaky: 0 },
    });
    const total = summarize([unit(), e2e], quiet);
    expect(closingLine(total)).toBe('10 passed, 1 failed, 1 skipped');
  });

  it('counts a missing or unreadable report as a failed suite', () => {
    fs.writeFileSync(path.join(dir, 'broken.json'), '{');
    expect(summarize([unit(), path.join(dir, 'absent.json'), path.join(dir, 'broken.json')], quiet)).toEqual({ passed: 10, failed: 2, skipped: 1 });
  });

  it('adds up reports that ran', () => {
    const e2e = write('e2e-ok.json', { errors: [], stats: { expected: 5, unexpected: 1, skipped: 0, flaky: 1 } });
    expect(closingLine(summarize([unit(), e2e], quiet))).toBe('16 passed, 1 failed, 1 skipped');
  });
});

describe('the names of failed tests in the summary', () => {
  it('names each failed vitest test and each file that could not run, with the first line of its error', () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        { name: '/ci/server/a.test.ts', status: 'failed', assertionResults: [{ fullName: 'a › passes', status: 'passed' }, { fullName: 'a › fails', status: 'failed', failureMessages: ['\nAssertionError: expected 1 to be 2\n    at …'] }] },
        { name: '/ci/server/b.test.ts', status: 'failed', message: 'Cannot find module x', assertionResults: [] },
        { name: '/ci/server/c.test.ts', status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
      ],
    };
    expect(failedTests(report)).toEqual(['/ci/server/a.test.ts › a › fails: AssertionError: expected 1 to be 2', '/ci/server/b.test.ts: Cannot find module x']);
    const logged: string[] = [];
    summarize([write('named.json', report)], (line: string) => logged.push(line));
    expect(logged).toEqual(['failed: /ci/server/a.test.ts › a › fails: AssertionError: expected 1 to be 2', 'failed: /ci/server/b.test.ts: Cannot find module x']);
  });

  it('names each Playwright test that failed every retry, not the flaky ones', () => {
    const report = {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          file: 'shop.spec.ts',
          specs: [],
          suites: [
            {
              title: 'filters',
              specs: [
                { title: 'keeps both choices', file: 'shop.spec.ts', tests: [{ status: 'unexpected', results: [{ error: { message: 'Error: expect(locator).toBeVisible() failed\nLocator: …' } }] }] },
                { title: 'retried once', file: 'shop.spec.ts', tests: [{ status: 'flaky', results: [] }] },
                { title: 'passes', file: 'shop.spec.ts', tests: [{ status: 'expected', results: [] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(failedTests(report)).toEqual(['shop.spec.ts › keeps both choices: Error: expect(locator).toBeVisible() failed']);
  });
});

describe("the fuzzer's line in the summary", () => {
  const unit = () => write('unit-f.json', { numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, numFailedTestSuites: 0, numRuntimeErrorTestSuites: 0 });
  const fuzz = (name: string, requests: number, failures: number, seed = 1) => write(name, { kind: 'api-fuzzer', requests, failures, seed, failing: [] });

  it("says how many requests the fuzzer sent and how many failed, before the closing line, which stays last", () => {
    const { lines } = summaryLines([unit()], [fuzz('fuzz.json', 1000, 0)], quiet);
    expect(lines).toEqual(['fuzzer: 1000 requests, 0 failures', '3 passed, 0 failed']);
  });

  it('adds up the runs of several reports (PGlite and PostgreSQL in CI)', () => {
    const { lines } = summaryLines([unit()], [fuzz('a.json', 1000, 0, 7), fuzz('b.json', 1200, 2, 7)], quiet);
    expect(lines).toEqual(['fuzzer: 2200 requests, 2 failures (1000 with seed 7; 1200 with seed 7)', '3 passed, 0 failed']);
  });

  it('counts a missing fuzzer report as a failed suite', () => {
    const { lines } = summaryLines([unit()], [path.join(dir, 'no-fuzz.json')], quiet);
    expect(lines).toEqual(['fuzzer: 0 requests, 0 failures, 1 report(s) missing', '3 passed, 1 failed']);
  });
});

describe('playwright.config.ts', () => {
  const saved = process.env.E2E_PORT;
  afterEach(() => {
    if (saved === undefined) delete process.env.E2E_PORT;
    else process.env.E2E_PORT = saved;
  });

  it('takes a free port when E2E_PORT is unset, and hands it on to the workers through the environment', async () => {
    delete process.env.E2E_PORT;
    const config = (await import('../playwright.config')).default;
    const port = Number(process.env.E2E_PORT);
    expect(port).toBeGreaterThan(0);
    expect(config.use?.baseURL).toBe(`http://127.0.0.1:${port}`);
    const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
    expect(server?.command).toContain(`e2e-server.mjs ${port}`);
    // Stopped with a signal the server script can act on (Playwright's default is SIGKILL).
    expect(server?.gracefulShutdown?.signal).toBe('SIGTERM');
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

describe('scripts/e2e-server.mjs', () => {
  it('removes its data folder when stopped as Playwright stops it, and folders of servers that are gone', async () => {
    const root = path.resolve('.test-data');
    // A folder left by a server killed outright: its owner is no longer running.
    const abandoned = path.join(root, 'e2e-abandoned-test');
    fs.mkdirSync(abandoned, { recursive: true });
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => dead.on('exit', r));
    fs.writeFileSync(path.join(abandoned, 'owner.pid'), String(dead.pid));

    const port = await freePort();
    const dataDir = path.join(root, `e2e-${port}`);
    const server = spawn(process.execPath, ['scripts/e2e-server.mjs', String(port)], { detached: true, stdio: 'ignore' });
    const exited = new Promise<void>((r) => server.on('exit', () => r()));
    try {
      await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 0, { timeout: 90_000, interval: 250 }).toBe(200);
      expect(fs.existsSync(dataDir)).toBe(true);
      expect(fs.existsSync(abandoned)).toBe(false);
      // What Playwright does (webServer.gracefulShutdown): the signal to the whole process group.
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      try {
        process.kill(-server.pid!, 'SIGKILL');
      } catch {
        // Already stopped.
      }
    }
  }, 120_000);
});
