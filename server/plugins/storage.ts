import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DiskBlobStore, type BlobStore } from '../lib/blob-store';
import { S3BlobStore } from '../lib/s3-blob-store';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded and generated files live: the bucket when S3_BUCKET is set, else DATA_DIR/uploads (server/lib/blob-store.ts). */
    blobs: BlobStore;
  }
}

/** The store the configuration names: the bucket (every instance reads every file) or the local disk. */
export function blobStoreFor(config: Pick<Config, 's3' | 'uploadsDir'>): BlobStore {
  if (config.s3) return new S3BlobStore(config.s3);
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  return new DiskBlobStore(config.uploadsDir);
}

/** Opens the file store once per instance and closes it with the app. */
export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const blobs = blobStoreFor(app.config);
    app.decorate('blobs', blobs);
    app.addHook('onClose', () => blobs.close());
  },
  { name: 'storage' },
);
