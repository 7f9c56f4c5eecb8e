import { describe, expect, it } from 'vitest';
import { hasLatin, inScript, scriptOf } from './text-script';

describe('scriptOf', () => {
  it('is Cyrillic only for ?script=cyrl', () => {
    expect(scriptOf('?script=cyrl')).toBe('cyrl');
    expect(scriptOf('?script=latn')).toBe('latn');
    expect(scriptOf('?script=xyz')).toBe('latn');
    expect(scriptOf('')).toBe('latn');
  });
});

describe('inScript', () => {
  const product = { title: "Marg'ilon atlasi", description: '<p>Qo\'lda <b>to\'qilgan</b></p>', price: 450_000, meta: 'margilon-atlasi' };
  it('transliterates only the fields named, keeping markup, and leaves the item itself alone', () => {
    expect(inScript(product, 'cyrl', ['title', 'description'])).toEqual({ ...product, title: 'Марғилон атласи', description: '<p>Қўлда <b>тўқилган</b></p>' });
    expect(product.title).toBe("Marg'ilon atlasi");
    expect(inScript(product, 'latn', ['title'])).toBe(product);
  });
  it('says whether there is Latin text to transliterate', () => {
    expect(hasLatin('Атлас', null, 'ipak')).toBe(true);
    expect(hasLatin('Атлас ручной работы', undefined)).toBe(false);
  });
});
