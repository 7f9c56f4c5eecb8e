import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@shared/media';
import type { Database } from '../db/client';
import { pendingFiles } from '../db/pending-files.table';
import { openTestDatabase } from '../test/database';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { pngFile } from '../test/shop-factories';
import { DiskBlobStore, type BlobStore } from './blob-store';
import { S3BlobStore } from './s3-blob-store';
import { releaseFiles, removeFiles, settleFiles, storeImages, storeSpooledFile, sweepIncoming, sweepPendingFiles, type FileStore } from './stored-files';

/**
 * The journal's rules on both stores: the local disk and a real S3-protocol server (s3rver), so that
 * what a crash leaves is swept from a bucket as from the disk.
 */
let database: Database;
let s3: TestS3Server;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-files-'));
const stores: Record<'disk' | 's3', () => BlobStore> = { disk: () => disk, s3: () => bucket };
let disk: BlobStore;
let bucket: BlobStore;
beforeAll(async () => {
  database = await openTestDatabase();
  s3 = await startS3Server();
  disk = new DiskBlobStore(uploadsDir);
  bucket = new S3BlobStore(s3.settings);
});
afterAll(async () => {
  await Promise.all([database.close(), bucket.close()]);
  await s3.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const journal = async () => (await database.db.select().from(pendingFiles)).map((r) => r.key).sort();
const later = () => new Date(Date.now() + 60_000);

describe.each(['disk', 's3'] as const)('stored files on the %s: the journal keeps files and rows in agreement', (kind) => {
  let store: FileStore;
  beforeAll(() => {
    store = { db: database.db, blobs: stores[kind]() };
  });
  /** How many of an image's widths the store holds. */
  const stored = async (key: string) => (await Promise.all(IMAGE_WIDTHS.map((w) => store.blobs.read(`${key}-${w}.webp`)))).filter(Boolean).length;

  it('a stored image is pending until a transaction settles it; the sweeper leaves settled files alone', async () => {
    const [key] = await storeImages(store, [(await pngFile()).data], { folder: 'test' });
    expect(await stored(key)).toBe(IMAGE_WIDTHS.length);
    expect(await journal()).toEqual([key]);
    await store.db.transaction((tx) => settleFiles(tx, [key]));
    expect(await journal()).toEqual([]);
    expect(await sweepPendingFiles(store, 0, later())).toBe(0);
    expect(await stored(key)).toBe(IMAGE_WIDTHS.length);
  });

  it('what a crash left pending is swept once older than the grace period, not before', async () => {
    const [key] = await storeImages(store, [(await pngFile()).data], { folder: 'test' });
    expect(await sweepPendingFiles(store, 10 * 60_000)).toBe(0);
    expect(await stored(key)).toBe(IMAGE_WIDTHS.length);
    expect(await sweepPendingFiles(store, 0, later())).toBe(1);
    expect(await stored(key)).toBe(0);
    expect(await journal()).toEqual([]);
  });

  it('a released file is removed after the commit, or by the sweeper if the process died first', async () => {
    const keys = await storeImages(store, [(await pngFile()).data, (await pngFile('b.png', '#1f2a6b')).data], { folder: 'test' });
    await store.db.transaction((tx) => settleFiles(tx, keys));
    await store.db.transaction((tx) => releaseFiles(tx, keys));
    await removeFiles(store, [keys[0]]);
    expect(await stored(keys[0])).toBe(0);
    expect(await journal()).toEqual([keys[1]]);
    // keys[1]: the process died between the commit and the removal.
    await sweepPendingFiles(store, 0, later());
    expect(await stored(keys[1])).toBe(0);
    expect(await journal()).toEqual([]);
  });

  it('checks every image before it writes or journals anything', async () => {
    const good = (await pngFile()).data;
    await expect(storeImages(store, [good, Buffer.from('not an image')], { folder: 'test', field: 'images' })).rejects.toMatchObject({ status: 400 });
    expect(await journal()).toEqual([]);
  });

  it('never follows a journalled key that is not one of ours (out of the uploads folder, say)', async () => {
    const outside = path.join(path.dirname(uploadsDir), `ipak-outside-${Date.now()}.txt`);
    fs.writeFileSync(outside, 'x');
    await store.db.insert(pendingFiles).values({ key: `../${path.basename(outside)}`, createdAt: new Date(0) });
    await sweepPendingFiles(store, 0);
    expect(fs.existsSync(outside)).toBe(true);
    fs.rmSync(outside);
  });

  it('a spooled upload goes to the store under a journalled server-made key', async () => {
    const incoming = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-incoming-'));
    const temp = path.join(incoming, 'a.part');
    fs.writeFileSync(temp, 'video bytes');
    const key = await storeSpooledFile(store, temp, { folder: 'lessons', ext: 'webm' });
    expect(key).toMatch(/^lessons\/.+\.webm$/);
    expect((await store.blobs.read(key))?.toString()).toBe('video bytes');
    expect(await journal()).toEqual([key]);
    await removeFiles(store, [key]);
    expect(await store.blobs.read(key)).toBeNull();
    fs.rmSync(incoming, { recursive: true, force: true });
  });
});

describe('streamed uploads: temporary files', () => {
  it('are swept once not written to for the grace period, not before', async () => {
    const incoming = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-incoming-'));
    fs.writeFileSync(path.join(incoming, 'cut-off.part'), 'half');
    expect(await sweepIncoming(incoming, 10 * 60_000)).toBe(0);
    expect(await sweepIncoming(incoming, 0, later())).toBe(1);
    expect(fs.readdirSync(incoming)).toEqual([]);
    fs.rmSync(incoming, { recursive: true, force: true });
  });
});
