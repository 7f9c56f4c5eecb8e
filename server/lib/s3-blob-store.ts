import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, type BlobStore, type DiskBlobStore } from './blob-store';

/** Where the bucket is and how to sign for it (the S3_* variables; docs/deploy.md). */
export interface S3Settings {
  /** https://s3.example.com; unset: AWS's own endpoint for the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (an instance role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (MinIO, Garage, Ceph RGW) rather than in the host name (AWS). */
  forcePathStyle: boolean;
}

/** What /media asked of a file: a part (Range) and what the browser already holds. */
export interface ObjectConditions {
  range?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

/** A file as /media sends it: the status, the headers of caching and ranges, and the bytes (none for 304 or HEAD). */
export interface ObjectAnswer {
  status: 200 | 206 | 304 | 404 | 416;
  body?: Readable;
  contentLength?: number;
  contentRange?: string;
  etag?: string;
  lastModified?: Date;
}

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph RGW). Each key is one object of the
 * same name, with the content type of its extension.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // Checksums only where the protocol requires them: the newer default (a CRC trailer on every
      // upload, in aws-chunked encoding) is not understood by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, body: Buffer) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentTypeOf(key) }));
  }

  async putFile(key: string, localPath: string) {
    // Streamed with its length known (a lesson video is up to 200 MB, under a single PUT's 5 GB).
    const { size } = await fs.stat(localPath);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: createReadStream(localPath), ContentLength: size, ContentType: contentTypeOf(key) }));
  }

  async read(key: string) {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  async remove(keys: readonly string[]) {
    // One request per thousand keys (the protocol's most); a key with no object is no error.
    for (let i = 0; i < keys.length; i += 1000) {
      const answer = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }),
      );
      if (answer.Errors?.length) throw new Error(`the bucket kept ${answer.Errors.length} file(s): ${answer.Errors[0].Code} ${answer.Errors[0].Message}`);
    }
  }

  async *list() {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async has(key: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      throw err;
    }
  }

  /**
   * A file for /media: the bucket answers the conditions itself (a part of a video, a 304 for a copy
   * the browser holds), and the bytes stream through as they arrive. `head`: the headers only.
   */
  async answer(key: string, conditions: ObjectConditions, head = false): Promise<ObjectAnswer> {
    const input = {
      Bucket: this.bucket,
      Key: key,
      Range: conditions.range,
      IfNoneMatch: conditions.ifNoneMatch,
      IfModifiedSince: conditions.ifModifiedSince && !conditions.ifNoneMatch ? new Date(conditions.ifModifiedSince) : undefined,
    };
    if (input.IfModifiedSince && Number.isNaN(input.IfModifiedSince.getTime())) input.IfModifiedSince = undefined;
    try {
      const object = head ? await this.client.send(new HeadObjectCommand(input)) : await this.client.send(new GetObjectCommand(input));
      return {
        status: object.ContentRange ? 206 : 200,
        body: 'Body' in object ? (object.Body as Readable) : undefined,
        contentLength: object.ContentLength,
        contentRange: object.ContentRange,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (err) {
      const status = statusOf(err);
      if (status === 304 || status === 404 || status === 416) return { status };
      throw err;
    }
  }

  async close() {
    this.client.destroy();
  }
}

/**
 * Copies every file of the local disk into the bucket (`npm run media:to-bucket`), skipping what the
 * bucket already holds, so that a copy cut off is finished by running it again. The disk keeps its
 * files (remove them once every instance uses the bucket). Files are streamed, never held whole (a
 * lesson video is up to 200 MB).
 */
export async function copyDiskToBucket(from: DiskBlobStore, to: S3BlobStore, onFile?: (key: string, copied: boolean) => void): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  for await (const key of from.list()) {
    const file = from.pathOf(key);
    if (!file) continue;
    const copy = !(await to.has(key));
    if (copy) await to.putFile(key, file);
    if (copy) copied++;
    else skipped++;
    onFile?.(key, copy);
  }
  return { copied, skipped };
}
