import { describe, expect, it } from 'vitest';
import { courseJsonLd, digitalDocumentJsonLd, itemJsonLd, jobPostingJsonLd, newsArticleJsonLd, productJsonLd, serviceJsonLd } from './structured-data';

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

  it('describes a job with its place, working time and monthly pay in so\'m, and no image', () => {
    const job = jobPostingJsonLd(absolute, {
      title: 'Tikuvchi kerak',
      description: '<p>Atlas tikish</p>',
      path: '/announcements/details/tikuvchi/',
      datePosted: '2026-11-20T08:00:00.000Z',
      hiring: { name: 'Dilnoza Karimova' },
      place: { region: "Farg'ona viloyati", district: "Marg'ilon shahri", address: 'Ipakchilar 5' },
      workTime: 'part_time',
      pay: { min: 2_000_000, max: 4_000_000, negotiable: false },
      identifier: 'abc',
    });
    expect(job).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      name: 'Tikuvchi kerak',
      title: 'Tikuvchi kerak',
      description: '<p>Atlas tikish</p>',
      url: 'https://ipak.uz/announcements/details/tikuvchi/',
      datePosted: '2026-11-20T08:00:00.000Z',
      hiringOrganization: { '@type': 'Person', name: 'Dilnoza Karimova' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'UZ', addressRegion: "Farg'ona viloyati", addressLocality: "Marg'ilon shahri", streetAddress: 'Ipakchilar 5' },
      },
      employmentType: 'PART_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Ipak', value: 'abc' },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'UZS', value: { '@type': 'QuantitativeValue', minValue: 2_000_000, maxValue: 4_000_000, unitText: 'MONTH' } },
    });
  });

  it("gives agreed pay ('Kelishiladi') no salary, one stated end a single value, and a flexible time OTHER", () => {
    const base = { title: 'Ish', description: '', path: '/announcements/details/ish/', datePosted: '2026-11-20', hiring: { name: 'A' }, place: {}, workTime: 'flexable_time' };
    const agreed = jobPostingJsonLd(absolute, { ...base, pay: { min: 1_000_000, max: null, negotiable: true } });
    expect(agreed).not.toHaveProperty('baseSalary');
    expect(agreed).toMatchObject({ employmentType: 'OTHER', jobLocation: { address: { '@type': 'PostalAddress', addressCountry: 'UZ' } } });
    const from = jobPostingJsonLd(absolute, { ...base, workTime: 'full_time', pay: { min: 1_500_000, max: null, negotiable: false } });
    expect(from).toMatchObject({ employmentType: 'FULL_TIME', baseSalary: { value: { value: 1_500_000, unitText: 'MONTH' } } });
  });

  it('describes a service with its provider, area, images and price range', () => {
    const service = serviceJsonLd(absolute, {
      title: "Ipak bo'yash",
      description: 'Tabiiy bo‘yoqlar',
      path: '/announcements/services/details/boyash/',
      images: ['/media/announcements/a-1280.webp'],
      provider: { name: 'Akmal Yusupov' },
      place: { region: 'Buxoro viloyati', district: null },
      pay: { min: 300_000, max: 500_000, negotiable: false },
    });
    expect(service).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: "Ipak bo'yash",
      description: 'Tabiiy bo‘yoqlar',
      url: 'https://ipak.uz/announcements/services/details/boyash/',
      image: ['https://ipak.uz/media/announcements/a-1280.webp'],
      provider: { '@type': 'Person', name: 'Akmal Yusupov' },
      areaServed: { '@type': 'Place', name: 'Buxoro viloyati', address: { '@type': 'PostalAddress', addressCountry: 'UZ', addressRegion: 'Buxoro viloyati' } },
      offers: {
        '@type': 'Offer',
        url: 'https://ipak.uz/announcements/services/details/boyash/',
        priceCurrency: 'UZS',
        priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'UZS', minPrice: 300_000, maxPrice: 500_000 },
      },
    });
    const agreed = serviceJsonLd(absolute, { title: 'X', description: '', path: '/s/', images: [], provider: { name: 'B' }, place: {}, pay: { min: null, max: null, negotiable: true } });
    expect(agreed).not.toHaveProperty('offers');
    expect(agreed).not.toHaveProperty('areaServed');
  });

  it('describes a document with its PDF as a MediaObject, and the official text for legislation', () => {
    expect(
      digitalDocumentJsonLd(absolute, {
        title: 'Ipakchilik to\'g\'risida',
        description: 'Qonun',
        path: '/news/documents/details/3/',
        images: [],
        file: '/media/documents/ipak.pdf',
        sameAs: 'https://lex.uz/docs/1',
        genre: 'Qonunchilik hujjatlari',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DigitalDocument',
      name: "Ipakchilik to'g'risida",
      description: 'Qonun',
      url: 'https://ipak.uz/news/documents/details/3/',
      image: [],
      genre: 'Qonunchilik hujjatlari',
      inLanguage: 'uz',
      sameAs: 'https://lex.uz/docs/1',
      encoding: { '@type': 'MediaObject', encodingFormat: 'application/pdf', contentUrl: 'https://ipak.uz/media/documents/ipak.pdf' },
    });
  });

  it('leaves out the encoding of a document without a PDF', () => {
    const d = digitalDocumentJsonLd(absolute, { title: 'Loyiha', description: '', path: '/news/documents/details/9/', images: [], file: null });
    expect(d).not.toHaveProperty('encoding');
    expect(d).not.toHaveProperty('sameAs');
    expect(d).toMatchObject({ '@type': 'DigitalDocument', url: 'https://ipak.uz/news/documents/details/9/' });
  });

  it('describes a news article with its headline, date, author, section and picture', () => {
    expect(
      newsArticleJsonLd(absolute, {
        title: "Ipak yo'li festivali",
        description: 'Festival boshlandi.',
        path: '/news/details/festival/',
        images: ['/media/news/f-1280.webp'],
        datePublished: '2026-05-01T10:00:00.000Z',
        author: { name: 'Aziza Karimova' },
        section: 'Ipakchilik',
        publisher: { name: 'Ipak', kind: 'Organization' },
        inLanguage: 'uz-Latn',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      name: "Ipak yo'li festivali",
      headline: "Ipak yo'li festivali",
      description: 'Festival boshlandi.',
      url: 'https://ipak.uz/news/details/festival/',
      mainEntityOfPage: 'https://ipak.uz/news/details/festival/',
      image: ['https://ipak.uz/media/news/f-1280.webp'],
      datePublished: '2026-05-01T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Aziza Karimova' },
      articleSection: 'Ipakchilik',
      publisher: { '@type': 'Organization', name: 'Ipak' },
      inLanguage: 'uz-Latn',
    });
  });

  it("cuts a news article's headline to 110 characters and leaves out what it does not have", () => {
    const ld = newsArticleJsonLd(absolute, { title: 'A'.repeat(150), description: '', path: '/news/details/a/', images: [], datePublished: '2026-05-01', author: { name: 'X' } });
    expect(ld).toMatchObject({ headline: `${'A'.repeat(109)}…`, name: 'A'.repeat(150) });
    expect(ld).not.toHaveProperty('articleSection');
    expect(ld).not.toHaveProperty('publisher');
  });

  it('describes a free course with its provider, teacher, lessons and offer', () => {
    const c = courseJsonLd(absolute, {
      title: 'Atlas to\'qish',
      description: 'Boshlovchilar uchun',
      path: '/courses/details/atlas/',
      images: ['/media/c.jpg'],
      provider: { name: 'Ipak', kind: 'Organization' },
      teacher: { name: 'Dilnoza Rahimova' },
      price: 0,
      dateCreated: '2026-01-02T00:00:00.000Z',
      lessons: 3,
    });
    expect(c).toMatchObject({
      '@type': 'Course',
      name: "Atlas to'qish",
      url: 'https://ipak.uz/courses/details/atlas/',
      image: ['https://ipak.uz/media/c.jpg'],
      provider: { '@type': 'Organization', name: 'Ipak', url: 'https://ipak.uz/' },
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'UZS' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', instructor: { '@type': 'Person', name: 'Dilnoza Rahimova' } },
    });
  });
});
