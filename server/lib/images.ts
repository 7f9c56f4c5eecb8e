import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageUrl } from '@shared/media';
import { MSG } from '@shared/validation/messages';
import { AppError } from './errors';

/**
 * Images are accepted by their content, never by name or declared type, then re-encoded to WebP in
 * a few widths with every bit of metadata (EXIF, GPS) dropped. The original bytes are never stored
 * or served. Files live under DATA_DIR/uploads with server-made names and are served from /media/.
 */

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Decompression-bomb guard: 40 megapixels is more than any phone camera sends. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredImage {
  key: string;
  /** URL of the default width. */
  url: string;
  width: number;
  height: number;
}

export const notAnImage = (field = 'images') => new AppError(400, 'upload.not_an_image', 'Faqat PNG yoki JPG rasm yuklang', { [field]: MSG.imageOnly });

/** Reads the real format from the bytes; throws a 400 unless it is a PNG, JPEG or WebP image. */
export async function inspectImage(input: Buffer, field = 'images'): Promise<{ format: string; width: number; height: number }> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage(field);
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notAnImage(field);
  }
}

const newKey = (folder: string) => `${folder}/${new Date().getUTCFullYear()}/${randomBytes(12).toString('hex')}`;

/** Validates, re-encodes and stores an image; returns its key (store the key, present imageUrl(key)). */
export async function storeImage(input: Buffer, uploadsDir: string, opts: { folder: string; field?: string; quality?: number }): Promise<StoredImage> {
  const info = await inspectImage(input, opts.field);
  const key = newKey(opts.folder);
  const base = path.join(uploadsDir, key);
  await fs.mkdir(path.dirname(base), { recursive: true });
  try {
    // .rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    await Promise.all(
      IMAGE_WIDTHS.map((width) =>
        source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: opts.quality ?? 78, effort: 4 })
          .toFile(`${base}-${width}.webp`),
      ),
    );
  } catch (err) {
    await deleteImage(uploadsDir, key);
    throw err;
  }
  return { key, url: imageUrl(key), width: info.width, height: info.height };
}

export async function deleteImage(uploadsDir: string, key: string): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((w) => fs.rm(path.join(uploadsDir, `${key}-${w}.webp`), { force: true })));
}

/** Stores a non-image file we produced ourselves (e.g. a generated PDF); returns its key with extension. */
export async function storeFile(content: Buffer, uploadsDir: string, folder: string, ext: string): Promise<string> {
  const key = `${newKey(folder)}.${ext}`;
  await fs.mkdir(path.dirname(path.join(uploadsDir, key)), { recursive: true });
  await fs.writeFile(path.join(uploadsDir, key), content);
  return key;
}

/** URL of a stored image key, or null. */
export const imageKeyToUrl = (key: string | null | undefined): string | null => (key ? imageUrl(key) : null);
/** URL of a stored file key, or null. */
export const fileKeyToUrl = (key: string | null | undefined): string | null => (key ? `/media/${key}` : null);
