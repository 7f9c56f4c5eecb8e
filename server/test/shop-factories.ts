import sharp from 'sharp';
import type { Db } from '../db/client';
import { insertCategory } from '../modules/shop/categories.repository';
import type { FilePart } from './multipart';

let n = 0;
export async function createCategory(db: Db, title = `Kategoriya ${++n}`) {
  return insertCategory(db, { title, meta: `kategoriya-${n}-${Math.random().toString(16).slice(2, 8)}` });
}

/** A real PNG of the given size and colour, with EXIF-like metadata to prove it is dropped. */
export async function pngFile(name = 'rasm.png', color = '#c8323c', size = 200): Promise<FilePart> {
  const data = await sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .withMetadata({ exif: { IFD0: { Artist: 'secret-gps-owner' } } })
    .png()
    .toBuffer();
  return { name: 'images', filename: name, type: 'image/png', data };
}

export async function jpegFile(name = 'rasm.jpg', color = '#1f2a6b'): Promise<FilePart> {
  const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: color } })
    .withMetadata({ exif: { IFD0: { Artist: 'secret-gps-owner' } } })
    .jpeg()
    .toBuffer();
  return { name: 'images', filename: name, type: 'image/jpeg', data };
}
