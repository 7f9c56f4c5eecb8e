import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/validation/messages';
import { useTestApp } from './test/app';
import { bearer, newUserToken } from './test/factories';
import { multipart } from './test/multipart';
import { createCategory, pngFile } from './test/shop-factories';

/**
 * Malformed input is the client's fault, never a 500: text with NUL bytes, other control characters
 * or lone surrogates, malformed ids and slugs, numbers beyond their columns, cut-off multipart bodies
 * and images that do not decode are all refused with a 400 (or 404/414) in the one error shape, with a
 * code the web words in the reader's language.
 */
const t = useTestApp();
let sellerToken: string;
let adminToken: string;
let category: { guid: string; meta: string };
let productMeta: string;

beforeAll(async () => {
  sellerToken = await newUserToken(t.app, { role: 'housemaker' });
  adminToken = await newUserToken(t.app, { role: 'admin' });
  category = await createCategory(t.db, 'Atlas');
  const res = await upload({ title: "Marg'ilon atlasi", description: 'Tabiiy ipak', price: '450000', category: category.guid }, [await pngFile()]);
  expect(res.statusCode).toBe(201);
  productMeta = res.json().meta;
});

type Parts = Parameters<typeof multipart>;
function upload(fields: Parts[0], files: Parts[1], cut?: (payload: Buffer) => Buffer, headers: Record<string, string> = {}) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/shop/user-products/upload',
    payload: cut ? cut(body.payload) : body.payload,
    headers: { ...body.headers, ...bearer(sellerToken), ...headers },
  });
}

const textRefused = (field: string) => ({ code: 'validation_failed', message: expect.any(String), errors: { [field]: MSG.textInvalid } });

describe('text with NUL bytes, control characters or lone surrogates', () => {
  it('is refused in a search word, public and admin', async () => {
    for (const q of ['ipak%00', 'a%01b', '%1B%5B31m']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/shop/products/?q=${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toEqual(textRefused('q'));
    }
    for (const url of ['/api/users/dashboard/users/list/', '/api/shop/dashboard/products/', '/api/shop/dashboard/categories/']) {
      for (const q of ['ip\u0000ak', 'ip\ud800ak']) {
        const res = await t.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload: { q } });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual(textRefused('q'));
      }
    }
    // A query string cannot carry half a character: bytes that are not UTF-8 stay as the literal
    // text they were (%ED%A0%80), which is searched for like any other word.
    const literal = await t.app.inject({ method: 'GET', url: '/api/shop/products/?q=%ED%A0%80' });
    expect(literal.statusCode).toBe(200);
  });

  it('is refused in a slug before any query', async () => {
    for (const url of ['/api/shop/product/a%00b/', '/api/shop/category/a%00b', '/api/shop/comments/x%00', '/api/courses/category/%00ipak/', '/api/news/details/a%00/', '/api/announcements/announcement/a%00/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 'validation_failed', message: expect.any(String), errors: { meta: MSG.badAddress } });
    }
  });

  it('is refused in a comment, a contact message, a profile and a product form', async () => {
    for (const comment of ['Zo\u0000r', 'Zo\u001br', 'Zo\ud800r']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/shop/comments/${productMeta}`, headers: bearer(sellerToken), payload: { comment } });
      expect(res.statusCode, JSON.stringify(comment)).toBe(400);
      expect(res.json()).toEqual(textRefused('comment'));
    }
    const contact = await t.app.inject({ method: 'POST', url: '/api/users/contact/', payload: { name: 'Ali\u0000', phone: '901234567', message: 'Salom' } });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual(textRefused('name'));
    const profile = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', headers: bearer(sellerToken), payload: { about: 'Usta\u0000' } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual(textRefused('about'));
    const product = await upload({ title: 'Atlas\u0000', description: 'Ipak', price: '1000', category: category.guid }, [await pngFile()]);
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual(textRefused('title'));
  });

  it('keeps newlines and tabs where text may have them, and refuses them in a one-line field', async () => {
    const ok = await t.app.inject({ method: 'POST', url: `/api/shop/comments/${productMeta}`, headers: bearer(sellerToken), payload: { comment: 'Birinchi qator\n\tikkinchi qator' } });
    expect(ok.statusCode).toBe(201);
    const res = await upload({ title: 'Atlas\nva adras', description: 'Ipak\r\nmato', price: '1000', category: category.guid }, [await pngFile()]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(textRefused('title'));
  });
});

describe('ids, slugs and numbers', () => {
  it('answers a malformed id or a badly encoded address with 400 in the one error shape', async () => {
    for (const url of ['/api/shop/mproduct/not-a-uuid/', '/api/courses/lesson/123/', '/api/users/accounts/abc/', '/api/news/documents/details/abc/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'validation_failed' });
    }
    const badEncoding = await t.app.inject({ method: 'GET', url: '/api/courses/lesson/%FF/' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ code: 'invalid_url', message: expect.any(String) });
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/shop/comments/${'a'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ code: 'url_too_long', message: expect.any(String) });
  });

  it('refuses a number beyond its column in a query, a JSON body and a form', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/shop/products/?region=99999999999' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'validation_failed', errors: { region: MSG.badAddress } });
    const json = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', headers: bearer(sellerToken), payload: { region: 99999999999 } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'validation_failed', errors: { region: MSG.regionInvalid } });
    const form = multipart({ region: '9007199254740992', district: '2147483648' });
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', headers: { ...form.headers, ...bearer(sellerToken) }, payload: form.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { region: MSG.regionInvalid, district: MSG.districtInvalid } });
    const document = await t.app.inject({ method: 'GET', url: '/api/news/documents/details/2147483648/' });
    expect(document.statusCode).toBe(400);
  });
});

describe('multipart bodies and images', () => {
  const fields = () => ({ title: 'Atlas', description: 'Ipak', price: '1000', category: category.guid });

  it('answers a cut-off or badly framed multipart body with 400 and the Uzbek message', async () => {
    const png = await pngFile();
    for (const cut of [(p: Buffer) => p.subarray(0, 1), (p: Buffer) => p.subarray(0, p.length - 60), (p: Buffer) => p.subarray(0, Math.floor(p.length / 2))]) {
      const res = await upload(fields(), [png], cut);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'multipart_malformed', message: "So'rov tanasi buzilgan yoki oxirigacha yetib kelmagan" });
    }
    const noBoundary = await upload(fields(), [png], undefined, { 'content-type': 'multipart/form-data' });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ code: 'multipart_malformed' });
  });

  it('answers an image that fails to decode with 400 and the Uzbek message, storing nothing', async () => {
    const png = (await pngFile()).data;
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    const broken = [
      { name: 'images', filename: 'kesik.png', type: 'image/png', data: png.subarray(0, Math.floor(png.length * 0.6)) },
      { name: 'images', filename: 'kesik.jpg', type: 'image/jpeg', data: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)) },
      { name: 'images', filename: 'rasm.png', type: 'image/png', data: Buffer.from('89504e470d0a1a0a0000000d49484452' + 'ff'.repeat(40), 'hex') },
    ];
    const storedFiles = () => (fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir, { recursive: true }).length : 0);
    const before = storedFiles();
    for (const file of broken) {
      const res = await upload(fields(), [file]);
      expect(res.statusCode, file.filename).toBe(400);
      expect(res.json(), file.filename).toEqual({ code: 'upload.not_an_image', message: 'Faqat PNG yoki JPG rasm yuklang', errors: { images: MSG.imageOnly } });
    }
    const pfp = multipart({}, [{ ...broken[0], name: 'pfp' }]);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', headers: { ...pfp.headers, ...bearer(sellerToken) }, payload: pfp.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'upload.not_an_image', errors: { pfp: MSG.imageOnly } });
    expect(storedFiles()).toBe(before);
  });
});
