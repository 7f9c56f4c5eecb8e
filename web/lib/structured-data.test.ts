import { describe, expect, it } from 'vitest';
import { itemJsonLd, productJsonLd } from './structured-data';

const absolute = (path: string) => `https://ipak.uz${path}`;

describe('structured data', () => {
  it('describes a product with its offer in so\'m, with full addresses', () => {
    expect(
      productJsonLd(absolute, {
        title: "Marg'ilon atlasi",
        description: 'Tabiiy ipak',
        path: '/online-shop/details/atlas/',
        images: ['/media/products/a-1280.webp'],
        price: 405000,
        seller: { name: 'Dilnoza Karimova' },
        category: 'Atlas',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: "Marg'ilon atlasi",
      description: 'Tabiiy ipak',
      url: 'https://ipak.uz/online-shop/details/atlas/',
      image: ['https://ipak.uz/media/products/a-1280.webp'],
      category: 'Atlas',
      offers: {
        '@type': 'Offer',
        url: 'https://ipak.uz/online-shop/details/atlas/',
        priceCurrency: 'UZS',
        price: 405000,
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: 'Dilnoza Karimova' },
      },
    });
  });

  it('gives any other kind of item the same shared fields under its own type', () => {
    const article = itemJsonLd(absolute, 'NewsArticle', { title: 'Yangi qonun', description: '', path: '/news/details/qonun/', images: [] }, { datePublished: '2026-11-24' });
    expect(article).toMatchObject({ '@type': 'NewsArticle', name: 'Yangi qonun', url: 'https://ipak.uz/news/details/qonun/', image: [], datePublished: '2026-11-24' });
  });
});
