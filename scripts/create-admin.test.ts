import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ME_GUID } from '@shared/constants';
import { killChildren, post, startServer } from '../server/test/child-server';
import { randomPhone } from '../server/test/factories';

/**
 * `npm run create-admin` on the embedded database: PGlite is one process's, so while a server holds
 * DATA_DIR the script refuses with a message that says so (it used to print "Created superadmin" into
 * a copy the running server never read, and the account was lost); with the server stopped it creates
 * the superadmin, whose profile counts as completed (no sign-up steps for an admin made this way).
 */

const dirs: string[] = [];
afterAll(() => {
  killChildren();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function createAdmin(dataDir: string, phone: string, password: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/create-admin.ts', '--phone', phone, '--password', password],
      { cwd: process.cwd(), env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run create-admin on the embedded database', () => {
  it('refuses while the server holds DATA_DIR, saying so; with the server stopped it creates a superadmin who needs no profile completion', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-create-admin-'));
    dirs.push(dataDir);
    const phone = randomPhone();
    const password = 'Bosh-admin-2026';

    const server = await startServer({ DATA_DIR: dataDir });
    const refused = await createAdmin(dataDir, phone, password);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).not.toMatch(/Created superadmin/);
    expect(refused.stderr).toMatch(/in use by a running server \(process \d+\)/);
    expect(refused.stderr).toMatch(/Stop the server first/);
    // Nothing was made behind the server's back.
    expect((await post(server.base, '/api/users/accounts/login/', { phone, password })).status).toBe(401);
    await server.stop();

    const created = await createAdmin(dataDir, phone, password);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(new RegExp(`Created superadmin \\+998${phone}`));

    const again = await startServer({ DATA_DIR: dataDir });
    const login = await post(again.base, '/api/users/accounts/login/', { phone, password });
    expect(login.status).toBe(200);
    const me = (await (await fetch(`${again.base}/api/users/accounts/${ME_GUID}/`, { headers: { authorization: `Bearer ${login.json.access as string}` } })).json()) as { role: string; is_profile_completed: boolean };
    // Signing in leads a superadmin with a completed profile to the admin area, not to sign-up's steps.
    expect(me).toMatchObject({ role: 'superadmin', is_profile_completed: true });
    await again.stop();
  }, 300_000);
});
