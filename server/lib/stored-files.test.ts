import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@shared/media';
import type { Database } from '../db/client';
import { pendingFiles } from '../db/pending-files.table';
import { openTestDatabase } from '../test/database';
import { pngFile } from '../test/shop-factories';
import { incomingDirOf, releaseFiles, removeFiles, settleFiles, storeImages, storeSpooledFile, sweepIncoming, sweepPendingFiles, type FileStore } from './stored-files';

let database: Database;
let store: FileStore;
beforeAll(async () => {
  database = await openTestDatabase();
  store = { db: database.db, uploadsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-files-')) };
});
afterAll(async () => {
  await database.close();
  fs.rmSync(store.uploadsDir, { recursive: true, force: true });
});

const onDisk = (key: string) => IMAGE_WIDTHS.filter((w) => fs.existsSync(path.join(store.uploadsDir, `${key}-${w}.webp`))).length;
const journal = async () => (await store.db.select().from(pendingFiles)).map((r) => r.key).sort();
const later = () => new Date(Date.now() + 60_000);

describe('stored files: the journal keeps files and rows in agreement', () => {
  it('a stored image is pending until a transaction settles it; the sweeper leaves settled files alone', async () => {
    const [key] = await storeImages(store, [(await pngFile()).data], { folder: 'test' });
    expect(onDisk(key)).toBe(IMAGE_WIDTHS.length);
    expect(await journal()).toEqual([key]);
    await store.db.transaction((tx) => settleFiles(tx, [key]));
    expect(await journal()).toEqual([]);
    expect(await sweepPendingFiles(store, 0, later())).toBe(0);
    expect(onDisk(key)).toBe(IMAGE_WIDTHS.length);
  });

  it('what a crash left pending is swept once older than the grace period, not before', async () => {
    const [key] = await storeImages(store, [(await pngFile()).data], { folder: 'test' });
    expect(await sweepPendingFiles(store, 10 * 60_000)).toBe(0);
    expect(onDisk(key)).toBe(IMAGE_WIDTHS.length);
    expect(await sweepPendingFiles(store, 0, later())).toBe(1);
    expect(onDisk(key)).toBe(0);
    expect(await journal()).toEqual([]);
  });

  it('a released file is removed after the commit, or by the sweeper if the process died first', async () => {
    const keys = await storeImages(store, [(await pngFile()).data, (await pngFile('b.png', '#1f2a6b')).data], { folder: 'test' });
    await store.db.transaction((tx) => settleFiles(tx, keys));
    await store.db.transaction((tx) => releaseFiles(tx, keys));
    await removeFiles(store, [keys[0]]);
    expect(onDisk(keys[0])).toBe(0);
    expect(await journal()).toEqual([keys[1]]);
    // keys[1]: the process died between the commit and the removal.
    await sweepPendingFiles(store, 0, later());
    expect(onDisk(keys[1])).toBe(0);
    expect(await journal()).toEqual([]);
  });

  it('checks every image before it writes or journals anything', async () => {
    const good = (await pngFile()).data;
    await expect(storeImages(store, [good, Buffer.from('not an image')], { folder: 'test', field: 'images' })).rejects.toMatchObject({ status: 400 });
    expect(await journal()).toEqual([]);
  });

  it('never follows a journalled key out of the uploads folder', async () => {
    const outside = path.join(path.dirname(store.uploadsDir), `ipak-outside-${Date.now()}.txt`);
    fs.writeFileSync(outside, 'x');
    await store.db.insert(pendingFiles).values({ key: `../${path.basename(outside)}`, createdAt: new Date(0) });
    await sweepPendingFiles(store, 0);
    expect(fs.existsSync(outside)).toBe(true);
    fs.rmSync(outside);
  });
});

describe('streamed uploads: moved into the uploads once checked, or swept', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-incoming-'));
  const spoolStore = () => ({ db: store.db, uploadsDir: path.join(root, 'uploads') });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a spooled file moves under a journalled server-made key, outside what /media serves until then', async () => {
    const s = spoolStore();
    const incoming = incomingDirOf(s);
    expect(incoming).toBe(path.join(root, 'incoming'));
    fs.mkdirSync(incoming, { recursive: true });
    const temp = path.join(incoming, 'a.part');
    fs.writeFileSync(temp, 'video bytes');
    const key = await storeSpooledFile(s, temp, { folder: 'lessons', ext: 'webm' });
    expect(key).toMatch(/^lessons\/.+\.webm$/);
    expect(fs.readFileSync(path.join(s.uploadsDir, key), 'utf8')).toBe('video bytes');
    expect(fs.existsSync(temp)).toBe(false);
    expect(await journal()).toEqual([key]);
    await removeFiles(s, [key]);
  });

  it('temporary files are swept once not written to for the grace period, not before', async () => {
    const s = spoolStore();
    fs.mkdirSync(incomingDirOf(s), { recursive: true });
    fs.writeFileSync(path.join(incomingDirOf(s), 'cut-off.part'), 'half');
    expect(await sweepIncoming(s, 10 * 60_000)).toBe(0);
    expect(await sweepIncoming(s, 0, later())).toBe(1);
    expect(fs.readdirSync(incomingDirOf(s))).toEqual([]);
  });
});
