import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium (/usr/bin/chromium) against the real server, started on a fresh
 * embedded database with the demo content (scripts/e2e-server.mjs). Access tokens live 30 s there,
 * so the refresh flow can be exercised for real.
 */

/**
 * The port: E2E_PORT, or else a free one the system gives. This file is evaluated in the runner and
 * again in every worker process; the runner picks the port once and hands it on through the
 * environment (workers inherit it), so every process agrees on one server address.
 */
function e2ePort(): number {
  if (!process.env.E2E_PORT) {
    const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
    process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
  }
  return Number(process.env.E2E_PORT);
}
const PORT = e2ePort();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    locale: 'uz-UZ',
    timezoneId: 'Asia/Tashkent',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 360, height: 780 } } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Stopped with SIGTERM (to its process group), not Playwright's default SIGKILL, so
    // scripts/e2e-server.mjs lives to stop the server and remove its data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
