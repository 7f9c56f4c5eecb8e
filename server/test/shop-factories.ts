import sharp from 'sharp';
import type { Db } from '../db/client';
import { insertCategory } from '../modules/categories/categories.repository';
import { shopCategories } from '../modules/shop/shop.table';
import { insertProductWithImages, type NewProduct } from '../modules/shop/products.repository';
import type { FilePart } from './multipart';

let n = 0;
export async function createCategory(db: Db, title = `Kategoriya ${++n}`) {
  return insertCategory(db, shopCategories, { title, meta: `kategoriya-${n}-${Math.random().toString(16).slice(2, 8)}` });
}

/** A product row straight in the database (no image files), for tests of what reads products, not of uploading them. */
export async function createProductRow(db: Db, values: Pick<NewProduct, 'userId' | 'categoryId'> & Partial<NewProduct>) {
  const k = ++n;
  return insertProductWithImages(db, { title: `Mahsulot ${k}`, meta: `mahsulot-${k}-${Math.random().toString(16).slice(2, 8)}`, price: 100000, priceDiscount: 100000, ...values }, []);
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
