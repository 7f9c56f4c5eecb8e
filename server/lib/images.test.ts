import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@shared/media';
import { DiskBlobStore } from './blob-store';
import { imagePool, inspectImage, LARGEST_KEPT_WIDTH, MAX_INPUT_PIXELS, storeImage, TaskPool } from './images';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-images-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const blobs = new DiskBlobStore(dir);

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#9e1f2b' } }).png().toBuffer();

describe('what an image may cost', () => {
  it('the decode limit follows the widest copy we keep: a 12 MP phone photo passes, a larger image is refused before decoding', async () => {
    expect(MAX_INPUT_PIXELS).toBe((4 * LARGEST_KEPT_WIDTH) ** 2);
    expect(MAX_INPUT_PIXELS).toBeLessThan(40_000_000);
    await expect(inspectImage(await solid(4032, 3024))).resolves.toMatchObject({ width: 4032, height: 3024 });
    const huge = await solid(6000, 5000);
    await expect(inspectImage(huge, 'images')).rejects.toMatchObject({ status: 400, code: 'upload.image_too_large', errors: { images: 'image_pixels_too_many' }, params: { megapixels: 26 } });
  });

  it('keeps the widths we serve, never wider than the original, from one decode', async () => {
    const stored = await storeImage(await solid(4032, 3024), blobs, { folder: 'test' });
    for (const w of IMAGE_WIDTHS) expect((await sharp(path.join(dir, `${stored.key}-${w}.webp`)).metadata()).width).toBe(w);
    const small = await storeImage(await solid(500, 300), blobs, { folder: 'test' });
    expect((await sharp(path.join(dir, `${small.key}-1280.webp`)).metadata()).width).toBe(500);
  });

  it('processes images in a small pool: concurrent uploads queue instead of multiplying memory', async () => {
    const pool = new TaskPool(2);
    let running = 0;
    let most = 0;
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const tasks = [...Array(6)].map(() =>
      pool.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await gate;
        running -= 1;
      }),
    );
    await expect.poll(() => running).toBe(2);
    expect(pool.queued).toBe(4);
    open();
    await Promise.all(tasks);
    expect(most).toBe(2);
    expect(pool.queued).toBe(0);
    // The app's images go through such a pool.
    expect(imagePool.size).toBe(2);
  });

  it('a failing task frees its place in the pool', async () => {
    const pool = new TaskPool(1);
    await expect(pool.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(pool.run(async () => 'next')).resolves.toBe('next');
  });
});
