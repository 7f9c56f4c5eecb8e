import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_WIDTHS } from '@shared/media';
import { openDatabase, type Database } from '../../db/client';
import { pendingFiles } from '../../db/pending-files.table';
import { createScratchDatabase } from '../../test/database';
import { killChildren, registerUser, startServer } from '../../test/child-server';
import { multipart, type FilePart } from '../../test/multipart';
import { createCategory, pngFile } from '../../test/shop-factories';
import { users } from '../users/users.table';
import { productImages, products } from './shop.table';

/**
 * Nothing half-written after a kill -9 during a product upload: the real server runs as a child
 * process, a seller uploads a product with four large photos, and the server is killed (SIGKILL) as
 * soon as the first of their files is on disk. After a restart on the same data there is no product
 * without images, no file that no row refers to, and every image a row refers to has all its files.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  killChildren();
  for (const f of cleanups) await f();
});

/** Every file under the uploads folder, relative to it. */
const filesIn = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort() : [];

/** A large photo that takes the server a while to re-encode (noise does not compress). */
async function largePhoto(i: number): Promise<FilePart> {
  const data = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#9e1f2b', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name: 'images', filename: `katta-${i}.jpg`, type: 'image/jpeg', data };
}

async function upload(base: string, access: string, category: string, files: FilePart[]) {
  const body = multipart({ title: "Marg'ilon atlasi", description: '<p>Tabiiy ipak.</p>', price: '450000', category }, files);
  return fetch(`${base}/api/shop/user-products/upload`, { method: 'POST', headers: { ...body.headers, authorization: `Bearer ${access}` }, body: body.payload });
}

async function killMidUpload(dataDir: string, open: () => Promise<Database>, env: Record<string, string>) {
  const setup = await open();
  const category = await createCategory(setup.db, 'Atlas va adras');
  await setup.close();

  const serverEnv = { DATA_DIR: dataDir, UPLOAD_SWEEP_GRACE_SECONDS: '0', ...env };
  const uploads = path.join(dataDir, 'uploads');
  const first = await startServer(serverEnv);
  const seller = await registerUser(first.base, 'Sotuvchi');
  // A finished upload first: its files must survive everything that follows.
  expect((await upload(first.base, seller.access, category.guid, [await pngFile('a.png')])).status).toBe(201);
  const kept = filesIn(uploads);
  expect(kept).toHaveLength(IMAGE_WIDTHS.length);

  const photos = await Promise.all([1, 2, 3, 4].map(largePhoto));
  const cut = upload(first.base, seller.access, category.guid, photos).then(
    (res) => res.status,
    () => 'cut' as const,
  );
  // SIGKILL as soon as the server has begun writing the new product's files.
  await vi.waitFor(() => expect(filesIn(uploads).length).toBeGreaterThan(kept.length), { timeout: 60_000, interval: 2 });
  await first.kill();
  expect(await cut).toBe('cut'); // the upload never finished
  const leftBehind = filesIn(uploads).filter((f) => !kept.includes(f));
  expect(leftBehind.length).toBeGreaterThan(0);

  // Restarted on the same data: the server sweeps what the crash left before it answers.
  const second = await startServer(serverEnv);
  await second.stop();

  const db = await open();
  try {
    const files = filesIn(uploads);
    expect(files).toEqual(kept);
    const referenced = new Set([
      ...(await db.db.select({ key: productImages.image }).from(productImages)).map((r) => r.key),
      ...(await db.db.select({ key: users.pfp }).from(users).where(isNotNull(users.pfp))).map((r) => r.key!),
    ]);
    // Every file on disk belongs to a key a row refers to, and every such key has all its widths.
    const keyOf = (file: string) => file.replace(/-\d+\.webp$/, '');
    expect(new Set(files.map(keyOf))).toEqual(referenced);
    for (const key of referenced) for (const w of IMAGE_WIDTHS) expect(files).toContain(`${key}-${w}.webp`);
    // No product without images, and nothing left in the journal.
    const [{ n }] = await db.db.select({ n: count() }).from(products).where(sql`not exists (select 1 from ${productImages} where ${productImages.productId} = ${products.id})`);
    expect(n).toBe(0);
    expect(await db.db.select().from(pendingFiles)).toEqual([]);
  } finally {
    await db.close();
  }
}

describe('kill -9 during a product upload', () => {
  it('leaves nothing half-written on the embedded PGlite', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-upload-durability-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    await killMidUpload(dataDir, () => openDatabase({ dataDir: path.join(dataDir, 'db') }), {});
  }, 240_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('leaves nothing half-written on PostgreSQL', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ipak_upload_durability');
    cleanups.push(() => scratch.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-upload-durability-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    await killMidUpload(dataDir, () => openDatabase({ databaseUrl: scratch.url }), { DATABASE_URL: scratch.url });
  }, 240_000);
});
