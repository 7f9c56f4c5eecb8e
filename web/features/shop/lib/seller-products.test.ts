import { describe, expect, it } from 'vitest';
import { fileKey, formatFileSize, pickImages, type FileLike } from '@web/lib/image-files';
import { htmlToText, textToHtml } from '@web/lib/text-html';
import { buildCreateFormData, buildUpdateFormData, finalPrice, firstLine, type ParsedProductForm } from './product-payload';

const f = (name: string, type = 'image/png', size = 1000, lastModified = 1): FileLike => ({ name, type, size, lastModified });
const MB = 1024 * 1024;

describe('image uploader filter', () => {
  it('accepts only files whose type starts with image/', () => {
    const pick = pickImages([], 0, [f('a.png'), f('b.pdf', 'application/pdf'), f('c.jpg', 'image/jpeg'), f('d', '')]);
    expect(pick.accepted.map((x) => x.name)).toEqual(['a.png', 'c.jpg']);
    expect(pick.rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['b.pdf', 'type'],
      ['d', 'type'],
    ]);
  });

  it('skips duplicates: same name and modified time, already chosen or twice in one drop', () => {
    const chosen = [f('a.png', 'image/png', 1000, 5)];
    const pick = pickImages(chosen, 1, [f('a.png', 'image/png', 1000, 5), f('a.png', 'image/png', 1000, 6), f('b.png'), f('b.png')]);
    expect(pick.accepted.map((x) => [x.name, x.lastModified])).toEqual([
      ['a.png', 6],
      ['b.png', 1],
    ]);
    expect(pick.duplicates).toHaveLength(2);
    expect(pick.rejected).toHaveLength(0);
  });

  it('refuses a file over 5 MB', () => {
    const pick = pickImages([], 0, [f('big.jpg', 'image/jpeg', 5 * MB + 1), f('ok.jpg', 'image/jpeg', 5 * MB)]);
    expect(pick.accepted.map((x) => x.name)).toEqual(['ok.jpg']);
    expect(pick.rejected).toEqual([{ file: expect.objectContaining({ name: 'big.jpg' }), reason: 'size' }]);
  });

  it('stops at 4 images, counting existing ones', () => {
    const pick = pickImages([], 2, [f('1.png'), f('2.png'), f('3.png')]);
    expect(pick.accepted.map((x) => x.name)).toEqual(['1.png', '2.png']);
    expect(pick.rejected.map((r) => r.reason)).toEqual(['count']);
  });

  it('keys and sizes files for display', () => {
    expect(fileKey(f('a.png', 'image/png', 10, 7))).toBe('a.png:7:10');
    expect(formatFileSize(840 * 1024)).toBe('840 KB');
    expect(formatFileSize(2.4 * MB)).toBe('2.4 MB');
  });
});

describe('final price', () => {
  it('is the price reduced by the discount percent when the toggle is on', () => {
    expect(finalPrice('100000', true, '15')).toBe(85000);
    expect(finalPrice('100 000', true, 15)).toBe(85000);
    expect(finalPrice('100000', false, '15')).toBe(100000);
    expect(finalPrice('100000', true, '')).toBe(100000);
    expect(finalPrice('99', true, '50')).toBe(50);
  });
  it('is unknown while the inputs are not valid yet', () => {
    expect(finalPrice('', true, '10')).toBeNull();
    expect(finalPrice('12a', true, '10')).toBeNull();
    expect(finalPrice('1000', true, '101')).toBeNull();
    expect(finalPrice('1000', true, '2.5')).toBeNull();
  });
});

describe('description', () => {
  it('becomes escaped HTML paragraphs, line breaks and lists', () => {
    expect(textToHtml('Ipak <b>ro\'mol</b>\n2 metr\n\n- qizil\n- ko\'k\nOxiri')).toBe(
      "<p>Ipak &lt;b&gt;ro&#39;mol&lt;/b&gt;<br>2 metr</p><ul><li>qizil</li><li>ko&#39;k</li></ul><p>Oxiri</p>",
    );
  });
  it('round-trips back to the text the form shows', () => {
    const text = "Ipak <ro'mol> & atlas\n2 metr\n\n- qizil\n- ko'k\n\nOxiri";
    expect(htmlToText(textToHtml(text))).toBe(text);
    expect(htmlToText('<p><strong>Qo\'lda</strong> to&#39;qilgan</p><ul><li>bir</li></ul>')).toBe("Qo'lda to'qilgan\n\n- bir");
  });
  it('gives the first line as the short description', () => {
    expect(firstLine('\n  Marg\'ilon atlasi  \nikkinchi')).toBe("Marg'ilon atlasi");
    expect(firstLine('- birinchi band\n- ikkinchi')).toBe('birinchi band');
    expect(firstLine('x'.repeat(400))).toHaveLength(300);
  });
});

describe('payloads', () => {
  const values: ParsedProductForm = { name: 'Atlas', price: 120000, discount_enabled: true, discount: 25, description: 'Birinchi qator\nikkinchi', category: 'c1' };

  it('create sends every field of spec §7 and each image as `images`', () => {
    const a = new Blob(['a'], { type: 'image/png' });
    const b = new Blob(['b'], { type: 'image/png' });
    const fd = buildCreateFormData(values, [a, b]);
    expect(fd.get('title')).toBe('Atlas');
    expect(fd.get('short_description')).toBe('Birinchi qator');
    expect(fd.get('description')).toBe('<p>Birinchi qator<br>ikkinchi</p>');
    expect(fd.get('price')).toBe('120000');
    expect(fd.get('price_discount')).toBe('90000');
    expect(fd.get('discount')).toBe('25');
    expect(fd.get('category')).toBe('c1');
    expect(fd.getAll('images')).toHaveLength(2);
  });

  it('create without the discount toggle sends the full price', () => {
    const fd = buildCreateFormData({ ...values, discount_enabled: false }, []);
    expect(fd.get('price_discount')).toBe('120000');
    expect(fd.get('discount')).toBe('0');
  });

  it('update sends only what changed, plus the kept image ids', () => {
    const initial = { title: 'Atlas', price: 120000, discount: 25, description: '<p>Birinchi qator<br>ikkinchi</p>', category: { guid: 'c1' } };
    const same = buildUpdateFormData(initial, values, [3, 7], []);
    expect([...same.keys()]).toEqual(['keep_images']);
    expect(same.get('keep_images')).toBe('3,7');

    const changed = buildUpdateFormData(initial, { ...values, price: 200000 }, [], [new Blob(['x'])]);
    expect(changed.get('price')).toBe('200000');
    expect(changed.get('discount')).toBe('25');
    expect(changed.get('price_discount')).toBe('150000');
    expect(changed.get('title')).toBeNull();
    expect(changed.get('keep_images')).toBe('');
    expect(changed.getAll('images')).toHaveLength(1);
  });
});
