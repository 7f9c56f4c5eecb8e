// Starts the real server for the browser tests on a fresh embedded database with the demo content,
// in .test-data/e2e-{port}/, and removes that folder when it stops. Playwright stops it with SIGTERM
// (playwright.config.ts, webServer.gracefulShutdown); its default, SIGKILL, would leave the ~50 MB
// folder behind. Folders whose server is gone (killed outright, a machine restart) are removed at
// the next start: each folder names its owner's process id in owner.pid.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const port = process.argv[2] ?? '3100';
const root = path.resolve('.test-data');
const dataDir = path.join(root, `e2e-${port}`);
const OWNER = 'owner.pid';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

/** Data folders of earlier browser-test servers that are no longer running. */
function removeAbandoned() {
  let names = [];
  try {
    names = fs.readdirSync(root).filter((n) => n.startsWith('e2e-'));
  } catch {
    return;
  }
  for (const name of names) {
    const dir = path.join(root, name);
    let pid = NaN;
    try {
      pid = Number(fs.readFileSync(path.join(dir, OWNER), 'utf8'));
    } catch {
      // A folder of a server that predates owner.pid: abandoned once nobody has written it for an hour.
      try {
        if (Date.now() - fs.statSync(dir).mtimeMs < 3_600_000) continue;
      } catch {
        continue;
      }
    }
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) continue;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

removeAbandoned();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
fs.writeFileSync(path.join(dataDir, OWNER), String(process.pid));

// The weather widget's provider: the API tests' local fake of OpenWeatherMap's forecast, so the
// browser tests see a real forecast served through our server (and nothing calls an outside host).
const { startFakeWeatherServer } = await tsImport('../server/test/fake-weather-server.ts', import.meta.url);
const weather = await startFakeWeatherServer();
// The SMS provider: the API tests' local fake, so the browser tests read the codes the server sends
// (a password reset) and the language they are written in. Its address is left in the data folder
// for them (e2e/support.ts smsTo).
const { startFakeSmsServer } = await tsImport('../server/test/fake-sms-server.ts', import.meta.url);
const sms = await startFakeSmsServer();
fs.writeFileSync(path.join(dataDir, 'fake-sms-url'), sms.url);
// Telegram's Bot API: the API tests' local stand-in (issue 41). With no PUBLIC_URL the server long-polls
// it for updates, as in development; the browser tests queue updates there (a /start, a reply, a shared
// contact) and read what the bot sent (e2e/support.ts telegram*).
const { startFakeTelegramServer } = await tsImport('../server/test/fake-telegram-server.ts', import.meta.url);
const telegram = await startFakeTelegramServer();
fs.writeFileSync(path.join(dataDir, 'fake-telegram-url'), telegram.url);

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL_SECONDS: '30',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    // The tests make many accounts from this one address (a signed-out profile completion is an upload
    // counted per address); the limit itself is tested by the API tests (server/modules/shop/upload-limits.test.ts).
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
    // Every browser of the run asks for pages and searches from this one address; the limits themselves
    // are tested by the API tests (server/plugins/page-limits.test.ts).
    RATE_LIMIT_RENDERS_PER_MINUTE: '1000000',
    RATE_LIMIT_SEARCHES_PER_MINUTE: '1000000',
    // The footer shows exactly the configured social links (e2e/layout.spec.ts); the others stay unset.
    SOCIAL_TELEGRAM_URL: 'https://t.me/ipak_e2e',
    SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@ipak_e2e',
    SOCIAL_INSTAGRAM_URL: '',
    SOCIAL_FACEBOOK_URL: '',
    SOCIAL_X_URL: '',
    SMS_API_URL: sms.url,
    TELEGRAM_BOT_TOKEN: '123456789:e2e-token-abcdefghijklmnopqrstuvw',
    TELEGRAM_BOT_USERNAME: 'ipak_e2e_bot',
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_CHANNEL: '@ipak_e2e',
    WEATHER_API_URL: weather.url,
    WEATHER_API_KEY: 'e2e-weather-key',
    // Web Push: the browser test's fake push service listens on this machine (e2e/push.spec.ts).
    PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
    // One server takes every browser of the run on a busy CI machine: a slow moment must not turn
    // into refused pages. Load shedding has its own tests (server/plugins/load-shedding.test.ts).
    SHED_EVENT_LOOP_DELAY_MS: '0',
  },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  void Promise.allSettled([weather.close(), sms.close(), telegram.close()]).finally(() => process.exit(code ?? (signal ? 0 : 1)));
});
