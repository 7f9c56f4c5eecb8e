import { describe, expect, it } from 'vitest';
import { hasLatin, inScript, scriptChoiceFromCookie, scriptOf } from './text-script';

describe('scriptOf', () => {
  it('is Cyrillic only for ?script=cyrl', () => {
    expect(scriptOf('?script=cyrl')).toBe('cyrl');
    expect(scriptOf('?script=latn')).toBe('latn');
    expect(scriptOf('?script=xyz')).toBe('latn');
    expect(scriptOf('')).toBe('latn');
  });
  it("is Cyrillic for an Uzbek Cyrillic reader unless they chose the original or the address asks for it", () => {
    expect(scriptOf('', 'uz-Cyrl')).toBe('cyrl');
    expect(scriptOf('', 'uz-Cyrl', 'cyrl')).toBe('cyrl');
    expect(scriptOf('', 'uz-Cyrl', 'latn')).toBe('latn');
    expect(scriptOf('?script=latn', 'uz-Cyrl')).toBe('latn');
    expect(scriptOf('?script=cyrl', 'uz-Cyrl', 'latn')).toBe('cyrl');
    for (const lang of ['uz', 'ru', 'en']) expect(scriptOf('', lang, 'cyrl')).toBe('latn');
  });
  it('reads the choice from the script cookie', () => {
    expect(scriptChoiceFromCookie('lang=uz-Cyrl; script=latn')).toBe('latn');
    expect(scriptChoiceFromCookie('script=cyrl')).toBe('cyrl');
    expect(scriptChoiceFromCookie('script=x; lang=uz')).toBeNull();
    expect(scriptChoiceFromCookie(undefined)).toBeNull();
  });
});

describe('inScript', () => {
  const product = { title: "Marg'ilon atlasi", description: '<p>Qo\'lda <b>to\'qilgan</b></p>', price: 450_000, meta: 'margilon-atlasi' };
  it('transliterates only the fields named, keeping markup, and leaves the item itself alone', () => {
    expect(inScript(product, 'cyrl', ['title', 'description'])).toEqual({ ...product, title: 'Марғилон атласи', description: '<p>Қўлда <b>тўқилган</b></p>' });
    expect(product.title).toBe("Marg'ilon atlasi");
    expect(inScript(product, 'latn', ['title'])).toBe(product);
  });
  it('transliterates a rich-text body, leaving tags, attributes, addresses, e-mails and numbers alone', () => {
    const body = '<p class="lead">Narxi 450 000 so\'m, 2026-yil 5-dekabrgacha.</p><p><a href="https://ipak.uz/shop?q=atlas">Batafsil</a> https://t.me/ipak_shop yoki www.ipak.uz, info@ipak.uz</p>';
    expect(inScript({ body }, 'cyrl', ['body']).body).toBe(
      '<p class="lead">Нархи 450 000 сўм, 2026-йил 5-декабрьгача.</p><p><a href="https://ipak.uz/shop?q=atlas">Батафсил</a> https://t.me/ipak_shop ёки www.ipak.uz, info@ipak.uz</p>',
    );
  });
  it('says whether there is Latin text to transliterate', () => {
    expect(hasLatin('Атлас', null, 'ipak')).toBe(true);
    expect(hasLatin('Атлас ручной работы', undefined)).toBe(false);
  });
});
