// Starts the real server for the browser tests on a fresh embedded database with the demo content.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const dataDir = path.resolve('.test-data', `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });

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
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
