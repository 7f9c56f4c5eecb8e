import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/s3-blob-store';

/** A real S3-protocol server for tests (s3rver, files in a temporary folder), on a free port, with one bucket. */
export interface TestS3Server {
  /** What S3_* would say for this server. */
  settings: S3Settings;
  /** As environment variables, for a child process. */
  env: Record<string, string>;
  /** Where s3rver keeps the bucket's objects (the test may look, never our code). */
  directory: string;
  close(): Promise<void>;
}

export async function startS3Server(opts: { bucket?: string; port?: number } = {}): Promise<TestS3Server> {
  const bucket = opts.bucket ?? 'ipak-test';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-s3-'));
  // s3rver checks every request's signature against these credentials (its defaults).
  const server = new S3rver({ port: opts.port ?? 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  const settings: S3Settings = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  return {
    settings,
    env: { S3_ENDPOINT: settings.endpoint!, S3_BUCKET: bucket, S3_REGION: settings.region, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
