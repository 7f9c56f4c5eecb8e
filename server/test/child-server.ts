import { spawn, type ChildProcess } from 'node:child_process';
import { vi } from 'vitest';
import { ME_GUID } from '@shared/constants';
import { freePort } from '../../scripts/lib/server-process';
import { randomPhone } from './factories';
import { startFakeSmsServer } from './fake-sms-server';

/**
 * The real server as a child process (server/main.ts), for tests of what only a real process shows:
 * a SIGKILL part-way through a write, and a restart on the same data. Every child still running when
 * the test file ends is killed by `killChildren` (call it in afterAll).
 */

const children = new Set<ChildProcess>();
/** Each child's SMS stand-in, by its base address: sign-up's confirmation codes are read there (registerUser). */
const smsOf = new Map<string, Awaited<ReturnType<typeof startFakeSmsServer>>>();

export function killChildren() {
  for (const c of children) c.kill('SIGKILL');
}

export interface ChildServer {
  child: ChildProcess;
  base: string;
  stderr(): string;
  /** SIGKILL, then the exit. */
  kill(): Promise<void>;
  /** SIGTERM (a graceful stop), then the exit. */
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const sms = await startFakeSmsServer();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', SHED_EVENT_LOOP_DELAY_MS: '0', SMS_API_URL: sms.url, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let err = '';
  child.stderr!.on('data', (d) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  smsOf.set(base, sms);
  void exited.then(async () => {
    children.delete(child);
    smsOf.delete(base);
    await sms.close();
  });
  // Up once /api/health answers; a server that exits ends the wait at once.
  await vi
    .waitFor(
      async () => {
        if (child.exitCode !== null) return;
        if (!(await fetch(`${base}/api/health`)).ok) throw new Error('not healthy yet');
      },
      { timeout: 90_000, interval: 200 },
    )
    .catch((e: Error) => {
      throw new Error(`server did not start: ${e.message} ${err}`);
    });
  if (child.exitCode !== null) throw new Error(`server exited: ${err}`);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { child, base, stderr: () => err, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

export async function post(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Registers (the phone confirmed with the code it was sent) and signs in a new user on the child server: {guid, access}. */
export async function registerUser(base: string, firstName: string) {
  const phone = randomPhone();
  const password = 'Ipak-parol-2026';
  const registered = await post(base, '/api/users/accounts/register/', { first_name: firstName, phone, password });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.json)}`);
  const login = await post(base, '/api/users/accounts/login/', { phone, password });
  const access = login.json.access as string;
  const code = smsOf.get(base)?.lastCode(phone);
  const confirmed = await post(base, '/api/users/accounts/phone/confirm/', { code }, access);
  if (confirmed.status !== 200) throw new Error(`phone confirm: ${confirmed.status} ${JSON.stringify(confirmed.json)}`);
  const me = (await (await fetch(`${base}/api/users/accounts/${ME_GUID}/`, { headers: { authorization: `Bearer ${access}` } })).json()) as { guid: string };
  return { guid: me.guid, access };
}
