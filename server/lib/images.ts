import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS, imageUrl } from '@shared/media';
import { MSG } from '@shared/validation/messages';
import { isStoredKey, type BlobStore } from './blob-store';
import { AppError } from './errors';

/**
 * Images are accepted by their content, never by name or declared type, then re-encoded to WebP in
 * a few widths with every bit of metadata (EXIF, GPS) dropped. The original bytes are never stored
 * or served. Files live in the BlobStore (DATA_DIR/uploads or a bucket) under server-made names and
 * are served from /media/.
 *
 * What an image may cost is bounded (issue 10): the decode limit follows the largest image we keep,
 * an image is decoded once (shrunk while it loads where the format allows) to that largest width and
 * the smaller widths are made from that copy, and images are processed in a small pool, so that
 * concurrent uploads queue instead of multiplying memory.
 */

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** The widest copy we keep (px). */
export const LARGEST_KEPT_WIDTH = Math.max(...IMAGE_WIDTHS);
/**
 * The decode limit: an image of at most four times our widest copy on each side (5120 × 5120, about
 * 26 megapixels): every phone photo in its usual mode (12 MP is 4032 × 3024), far below what would
 * let one upload take hundreds of megabytes to decode.
 */
export const MAX_INPUT_PIXELS = (4 * LARGEST_KEPT_WIDTH) ** 2;
/** Images processed at once in this process; the rest wait their turn. */
const IMAGE_POOL_SIZE = 2;

// One libvips thread per image (the pool gives the parallelism) and no operation cache: memory stays
// proportional to the images in the pool.
sharp.concurrency(1);
sharp.cache(false);

export interface StoredImage {
  key: string;
  /** URL of the default width. */
  url: string;
  width: number;
  height: number;
}

const notAnImage = (field = 'images') => new AppError(400, 'upload.not_an_image', 'Faqat PNG yoki JPG rasm yuklang', { [field]: MSG.imageOnly });
const tooLarge = (field = 'images') =>
  new AppError(400, 'upload.image_too_large', "Rasm juda katta: ko'pi bilan 26 megapiksel", { [field]: MSG.imagePixelsTooMany }, undefined, { megapixels: Math.floor(MAX_INPUT_PIXELS / 1_000_000) });

/** Reads the real format and size from the bytes; throws a 400 unless it is a PNG, JPEG or WebP image within the decode limit. */
export async function inspectImage(input: Buffer, field = 'images'): Promise<{ format: string; width: number; height: number }> {
  let meta: Metadata;
  try {
    // The header only: nothing is decoded yet.
    meta = await sharp(input, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    throw notAnImage(field);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage(field);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooLarge(field);
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** At most `size` tasks at once; the others wait in arrival order. */
export class TaskPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks waiting for their turn (for tests and the bench). */
  get queued(): number {
    return this.waiting.length;
  }
}

/** The process's one image pool. */
export const imagePool = new TaskPool(IMAGE_POOL_SIZE);

/**
 * Decodes once to our widest copy, then encodes every width from that copy, in memory. sharp fails
 * here only on the input (a truncated file, a header that promises what the data does not hold):
 * the sender's fault, a 400.
 */
async function encodeWidths(input: Buffer, field: string | undefined, quality: number): Promise<Buffer[]> {
  try {
    // .rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: LARGEST_KEPT_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    return await Promise.all(IMAGE_WIDTHS.map((width) => sharp(data, { raw }).resize({ width, withoutEnlargement: true }).webp({ quality, effort: 4 }).toBuffer()));
  } catch {
    throw notAnImage(field);
  }
}

const newKey = (folder: string) => `${folder}/${new Date().getUTCFullYear()}/${randomBytes(12).toString('hex')}`;
/** A new server-made key for an image under `folder` (its files: `${key}-${width}.webp`). */
export const newImageKey = (folder: string) => newKey(folder);

/**
 * Validates, re-encodes (in the image pool) and writes an image under a key made beforehand (uploads
 * journal the key first: server/lib/stored-files.ts). Writing can fail only on our side (the disk,
 * the bucket), which stays a 500; a failure removes whatever part of it was written.
 */
export async function writeImage(input: Buffer, blobs: BlobStore, key: string, field?: string, quality = 78): Promise<{ width: number; height: number }> {
  const info = await inspectImage(input, field);
  const encoded = await imagePool.run(() => encodeWidths(input, field, quality));
  try {
    await Promise.all(IMAGE_WIDTHS.map((width, i) => blobs.put(`${key}-${width}.webp`, encoded[i])));
  } catch (err) {
    await deleteImage(blobs, key);
    throw err;
  }
  return { width: info.width, height: info.height };
}

/**
 * Validates, re-encodes and stores an image under a new key; for the demo seed, which writes its rows
 * in bulk before serving and removes its files itself on failure. Uploads go through
 * storeImages (server/lib/stored-files.ts), which journals the keys first.
 */
export async function storeImage(input: Buffer, blobs: BlobStore, opts: { folder: string; field?: string; quality?: number }): Promise<StoredImage> {
  const key = newKey(opts.folder);
  const { width, height } = await writeImage(input, blobs, key, opts.field, opts.quality);
  return { key, url: imageUrl(key), width, height };
}

/** The stored file of an image's widest copy (`${key}-1280.webp`). */
export const largestImageFile = (key: string) => `${key}-${LARGEST_KEPT_WIDTH}.webp`;

/**
 * A stored image's widest copy as JPEG, for a service that takes a photo's bytes (Telegram's sendPhoto,
 * which makes photos of JPEG and PNG; a WebP it may take for a sticker); null when its file is not there.
 * Encoded in the image pool.
 */
export async function storedImageAsJpeg(blobs: BlobStore, key: string, quality = 85): Promise<Buffer | null> {
  const webp = await blobs.read(largestImageFile(key));
  if (!webp) return null;
  return imagePool.run(() => sharp(webp, { limitInputPixels: MAX_INPUT_PIXELS }).jpeg({ quality, mozjpeg: true }).toBuffer());
}

export async function deleteImage(blobs: BlobStore, key: string): Promise<void> {
  await blobs.remove(IMAGE_WIDTHS.map((w) => `${key}-${w}.webp`));
}

/** Stores a non-image file we produced ourselves (e.g. a generated PDF); returns its key with extension. */
export async function storeFile(content: Buffer, blobs: BlobStore, folder: string, ext: string): Promise<string> {
  const key = `${newKey(folder)}.${ext}`;
  await blobs.put(key, content);
  return key;
}

const measured = new Map<string, { width: number; height: number } | null>();
const MEASURED_MAX = 5000;

/**
 * The size of a stored image by its address (/media/{key}-{width}.webp), read once from the file's
 * header (nothing is decoded) and remembered: link previews name it (og:image:width/height). Null for
 * any other address or a file that is not there. Remembered by key: a key's file never changes.
 */
export async function storedImageSize(blobs: BlobStore, url: string): Promise<{ width: number; height: number } | null> {
  const key = /^\/media\/([\w/-]+\.webp)$/.exec(url)?.[1];
  if (!key || !isStoredKey(key)) return null;
  if (measured.has(key)) return measured.get(key)!;
  let bytes: Buffer | null;
  try {
    bytes = await blobs.read(key);
  } catch {
    // The store did not answer: no size now, asked again next time.
    return null;
  }
  let size: { width: number; height: number } | null = null;
  try {
    const meta = bytes && (await sharp(bytes).metadata());
    if (meta && meta.width && meta.height) size = { width: meta.width, height: meta.height };
  } catch {
    // Not an image: no size.
  }
  if (measured.size >= MEASURED_MAX) measured.delete(measured.keys().next().value!);
  measured.set(key, size);
  return size;
}

/** URL of a stored image key, or null. */
export const imageKeyToUrl = (key: string | null | undefined): string | null => (key ? imageUrl(key) : null);
/** URL of a stored file key, or null. */
export const fileKeyToUrl = (key: string | null | undefined): string | null => (key ? `/media/${key}` : null);
