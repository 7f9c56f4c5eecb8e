// A local S3-protocol server (s3rver, a dev dependency) as its own process, for the measurements and
// `npm run cluster`: it must not share the event loop of the load generator or of an instance. Its
// objects live in a fresh folder removed on stop; the bucket is made at start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

export interface S3ServerProcess {
  /** The S3_* variables an instance needs to use it. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

export async function startS3ServerProcess(opts: { bucket?: string; port?: number } = {}): Promise<S3ServerProcess> {
  const bucket = opts.bucket ?? 'ipak';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-s3-'));
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['node_modules/s3rver/bin/s3rver.js', '--directory', directory, '--address', '127.0.0.1', '--port', String(port), '--silent', '--configure-bucket', bucket], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(directory, { recursive: true, force: true });
  };
  const endpoint = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // Up once it answers at all (an unsigned request is refused, which is an answer).
  while (!(await fetch(`${endpoint}/${bucket}`).then(() => true, () => false))) {
    if (child.exitCode !== null || Date.now() - started > 30_000) {
      await stop();
      throw new Error('the S3 server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // s3rver checks signatures against its own default credentials.
  const env = { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
  return { env, endpoint, bucket, stop };
}
