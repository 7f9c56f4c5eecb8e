import { describe, expect, it } from 'vitest';
import { copyToClipboard, shareText, telegramShareUrl } from './share-url';

describe('telegramShareUrl', () => {
  it("is Telegram's share page with the address and the title, each encoded whole", () => {
    const href = telegramShareUrl('https://ipak.uz/online-shop/details/atlas-1/', "Marg'ilon atlasi & adras");
    expect(href).toBe("https://t.me/share/url?url=https%3A%2F%2Fipak.uz%2Fonline-shop%2Fdetails%2Fatlas-1%2F&text=Marg'ilon%20atlasi%20%26%20adras");
    const read = new URL(href);
    expect(read.origin + read.pathname).toBe('https://t.me/share/url');
    expect(read.searchParams.get('url')).toBe('https://ipak.uz/online-shop/details/atlas-1/');
    expect(read.searchParams.get('text')).toBe("Marg'ilon atlasi & adras");
  });

  it('keeps a query, a hash, a plus sign and Cyrillic as they are written', () => {
    const url = 'https://ipak.uz/news/details/yangilik/?script=cyrl#izoh';
    const title = 'Ипак йўли + 2026: «янги»';
    const read = new URL(telegramShareUrl(url, title));
    expect(read.searchParams.get('url')).toBe(url);
    expect(read.searchParams.get('text')).toBe(title);
    expect([...read.searchParams.keys()]).toEqual(['url', 'text']);
  });
});

describe('shareText', () => {
  it("carries a product's price after its title, and is the title alone without one", () => {
    expect(shareText("Marg'ilon atlasi", "1 250 000 so'm")).toBe("Marg'ilon atlasi — 1 250 000 so'm");
    expect(shareText('Атлас', '1 250 000 сум')).toBe('Атлас — 1 250 000 сум');
    expect(shareText('Yangilik')).toBe('Yangilik');
  });
});

describe('copyToClipboard', () => {
  it('writes the text and says so', async () => {
    const written: string[] = [];
    expect(await copyToClipboard('https://ipak.uz/courses/details/kurs/', { writeText: async (t) => void written.push(t) })).toBe(true);
    expect(written).toEqual(['https://ipak.uz/courses/details/kurs/']);
  });

  it('says no when there is no clipboard API or the browser refuses', async () => {
    expect(await copyToClipboard('x', undefined)).toBe(false);
    expect(await copyToClipboard('x', {} as Pick<Clipboard, 'writeText'>)).toBe(false);
    expect(await copyToClipboard('x', { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) })).toBe(false);
  });
});
