import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3BlobStore } from '../server/lib/s3-blob-store';
import { startS3Server, type TestS3Server } from '../server/test/s3-server';

/**
 * `npm run media:to-bucket` (issue 28): the files an instance kept on its disk are copied into the
 * bucket under the same keys (so their /media addresses stay), and a second run copies only what is
 * new: a copy cut off is finished by running it again.
 */
let s3: TestS3Server;
let bucket: S3BlobStore;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-to-bucket-'));
beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new S3BlobStore(s3.settings);
});
afterAll(async () => {
  await bucket.close();
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function run(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/media-to-bucket.ts'], { cwd: process.cwd(), env: { ...process.env, DATA_DIR: dataDir, ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const write = (key: string, body: string | Buffer) => {
  const file = path.join(dataDir, 'uploads', key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
};

describe('npm run media:to-bucket', () => {
  it('copies every kept file into the bucket under its key, then only what is new; the disk keeps its files', async () => {
    write('products/2025/aa11-640.webp', 'RIFF-small');
    write('products/2025/aa11-1280.webp', 'RIFF-large');
    write('documents/2026/bb22.pdf', '%PDF-1.4');
    write('lessons/2026/cc33.mp4', Buffer.alloc(2_000_000, 3));

    const first = await run(s3.env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Copied 4 file(s); 0 were in the bucket already.');
    expect((await bucket.read('products/2025/aa11-1280.webp'))?.toString()).toBe('RIFF-large');
    expect((await bucket.read('documents/2026/bb22.pdf'))?.toString()).toBe('%PDF-1.4');
    expect((await bucket.read('lessons/2026/cc33.mp4'))?.length).toBe(2_000_000);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'lessons/2026/cc33.mp4'))).toBe(true);

    write('pfp/2026/dd44-160.webp', 'RIFF-new');
    const second = await run(s3.env);
    expect(second.stdout).toContain('Copied 1 file(s); 4 were in the bucket already.');
    const keys: string[] = [];
    for await (const key of bucket.list()) keys.push(key);
    expect(keys.sort()).toEqual(['documents/2026/bb22.pdf', 'lessons/2026/cc33.mp4', 'pfp/2026/dd44-160.webp', 'products/2025/aa11-1280.webp', 'products/2025/aa11-640.webp']);
  });

  it('says what to set when no bucket is configured, and stops when the bucket does not answer', async () => {
    const none = await run({});
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Set S3_BUCKET');
    const missing = await run({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(1);
  });
});
