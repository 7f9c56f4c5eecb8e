// `npm test`: every test. Unit and API tests (vitest; PGlite, or PostgreSQL when TEST_DATABASE_URL is
// set), then the browser tests (Playwright driving Debian's Chromium against a freshly built app).
// Ends with the API fuzzer's line ('fuzzer: N requests, F failures', from .test-results/fuzz.json) and
// one line 'N passed, N failed' totalling both suites; a suite that could not start counts as failed.
// The browser tests take a free port unless E2E_PORT is set (playwright.config.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { summaryLines } from './test-summary.mjs';

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const node = process.execPath;
const results = '.test-results';
fs.rmSync(`${results}/unit.json`, { force: true });
fs.rmSync(`${results}/e2e.json`, { force: true });
fs.rmSync(`${results}/fuzz.json`, { force: true });
fs.mkdirSync(results, { recursive: true });

let failed = run(node, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/unit.json`]) !== 0;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`\nBrowser tests need Chromium at ${chromium} (Debian: apt-get install -y chromium). They were not run.`);
  failed = true;
} else {
  if (run(node, ['scripts/build.mjs']) !== 0) failed = true;
  else if (run(node, ['node_modules/@playwright/test/cli.js', 'test']) !== 0) failed = true;
}

// Both reports are expected, and the fuzzer's: one that is missing (a suite that did not run or could not start) counts as failed.
const { total, lines } = summaryLines([`${results}/unit.json`, `${results}/e2e.json`], [`${results}/fuzz.json`]);
for (const line of lines) console.log(line);
process.exit(failed || total.failed > 0 ? 1 : 0);
