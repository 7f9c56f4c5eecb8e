import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from './client';

/** The embedded database's lock (DATA_DIR/db.lock): one process at a time; a dead owner's lock is taken over. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The id of a process that has already ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('lockEmbeddedDatabase', () => {
  it('holds the directory for this process and lets it go', () => {
    const dir = path.join(root, 'a', 'db');
    const release = lockEmbeddedDatabase(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses while another live process holds it, naming the process and what to do', () => {
    const dir = path.join(root, 'b', 'db');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseInUseError);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(new RegExp(`in use by a running server \\(process ${process.ppid}\\)\\. Stop the server first`));
    // The other process's lock is left alone.
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock whose process is gone (a kill -9, a restart)', () => {
    const dir = path.join(root, 'c', 'db');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.lock`, String(deadPid()));
    const release = lockEmbeddedDatabase(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
