import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, courseJsonLd, digitalDocumentJsonLd, isoDuration, itemJsonLd, jobPostingJsonLd, newsArticleJsonLd, productJsonLd, serviceJsonLd } from './structured-data';
import { structuredDataProblems } from './structured-data-checks';

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
      brand: { '@type': 'Brand', name: 'Dilnoza Karimova' },
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

  it('gives any other kind of item the same shared fields under its own type, and no image list when it has no picture', () => {
    const article = itemJsonLd(absolute, 'NewsArticle', { title: 'Yangi qonun', description: '', path: '/news/details/qonun/', images: [] }, { datePublished: '2026-11-24' });
    expect(article).toMatchObject({ '@type': 'NewsArticle', name: 'Yangi qonun', url: 'https://ipak.uz/news/details/qonun/', datePublished: '2026-11-24' });
    expect(article).not.toHaveProperty('image');
  });

  it('describes a job with its place, working time, last day and monthly pay in so\'m, no image, and no organisation it does not name', () => {
    const job = jobPostingJsonLd(absolute, {
      title: 'Tikuvchi kerak',
      description: '<p>Atlas tikish</p>',
      path: '/announcements/details/tikuvchi/',
      datePosted: '2026-11-20T08:00:00.000Z',
      validThrough: '2026-12-20T19:00:00.000Z',
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
      validThrough: '2026-12-20T19:00:00.000Z',
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'UZ', addressRegion: "Farg'ona viloyati", addressLocality: "Marg'ilon shahri", streetAddress: 'Ipakchilar 5' },
      },
      employmentType: 'PART_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Ipak', value: 'abc' },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'UZS', value: { '@type': 'QuantitativeValue', minValue: 2_000_000, maxValue: 4_000_000, unitText: 'MONTH' } },
    });
    // An ad that names its organisation says who hires.
    const named = jobPostingJsonLd(absolute, { title: 'X', description: 'Y', path: '/announcements/details/x/', datePosted: '2026-11-20', validThrough: '2026-12-20', organisation: "Marg'ilon ipak fabrikasi", place: {}, workTime: 'full_time', pay: { min: null, max: null, negotiable: true } });
    expect(named.hiringOrganization).toEqual({ '@type': 'Organization', name: "Marg'ilon ipak fabrikasi" });
  });

  it("gives agreed pay ('Kelishiladi') no salary, one stated end a single value, and a flexible time OTHER", () => {
    const base = { title: 'Ish', description: '', path: '/announcements/details/ish/', datePosted: '2026-11-20', validThrough: '2026-12-20', place: {}, workTime: 'flexable_time' };
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

  it('describes a news article with its headline, dates, author, section, picture and publisher with its logo', () => {
    expect(
      newsArticleJsonLd(absolute, {
        title: "Ipak yo'li festivali",
        description: 'Festival boshlandi.',
        path: '/news/details/festival/',
        images: ['/media/news/f-1280.webp'],
        datePublished: '2026-05-01T10:00:00.000Z',
        dateModified: '2026-05-02T09:30:00.000Z',
        author: { name: 'Aziza Karimova' },
        section: 'Ipakchilik',
        publisher: 'Ipak',
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
      dateModified: '2026-05-02T09:30:00.000Z',
      author: { '@type': 'Person', name: 'Aziza Karimova' },
      articleSection: 'Ipakchilik',
      publisher: {
        '@type': 'Organization',
        name: 'Ipak',
        url: 'https://ipak.uz/',
        logo: { '@type': 'ImageObject', url: 'https://ipak.uz/images/logo.png', width: 512, height: 512 },
      },
      inLanguage: 'uz-Latn',
    });
  });

  it("cuts a news article's headline to 110 characters, leaves out what it does not have, and is never modified before it was published", () => {
    const ld = newsArticleJsonLd(absolute, { title: 'A'.repeat(150), description: '', path: '/news/details/a/', images: [], datePublished: '2026-05-01T10:00:00.000Z', dateModified: '2026-04-30T08:00:00.000Z', author: { name: 'X' }, publisher: 'Ipak' });
    expect(ld).toMatchObject({ headline: `${'A'.repeat(109)}…`, name: 'A'.repeat(150), dateModified: '2026-05-01T10:00:00.000Z' });
    expect(ld).not.toHaveProperty('articleSection');
    expect(ld).not.toHaveProperty('image');
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
      durationSeconds: 5_430,
    });
    expect(c).toMatchObject({
      '@type': 'Course',
      name: "Atlas to'qish",
      url: 'https://ipak.uz/courses/details/atlas/',
      image: ['https://ipak.uz/media/c.jpg'],
      provider: { '@type': 'Organization', name: 'Ipak', url: 'https://ipak.uz/' },
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'UZS' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', instructor: { '@type': 'Person', name: 'Dilnoza Rahimova' }, courseWorkload: 'PT1H30M30S' },
    });
    // Lessons of unknown length (embedded videos): no workload rather than a made-up one.
    const unknown = courseJsonLd(absolute, { title: 'X', description: 'Y', path: '/courses/details/x/', images: [], provider: { name: 'Ipak', kind: 'Organization' }, teacher: { name: 'Z' }, price: 0, dateCreated: '2026-01-02', durationSeconds: null });
    expect(unknown.hasCourseInstance).not.toHaveProperty('courseWorkload');
  });

  it('writes lengths of time as ISO 8601 durations', () => {
    expect([0, 45, 60, 3600, 3725, 36_000].map(isoDuration)).toEqual(['PT0S', 'PT45S', 'PT1M', 'PT1H', 'PT1H2M5S', 'PT10H']);
  });

  it('describes the trail to a page as a BreadcrumbList', () => {
    expect(breadcrumbJsonLd(absolute, [{ name: 'Yangiliklar', path: '/news' }, { name: 'Qonunchilik', path: '/news/categories/details/qonun/' }, { name: 'Yangi qonun' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Yangiliklar', item: 'https://ipak.uz/news' },
        { '@type': 'ListItem', position: 2, name: 'Qonunchilik', item: 'https://ipak.uz/news/categories/details/qonun/' },
        { '@type': 'ListItem', position: 3, name: 'Yangi qonun' },
      ],
    });
  });
});

describe("the structured data checks (Google's required and recommended properties)", () => {
  const product = () =>
    productJsonLd(absolute, { title: 'Atlas', description: 'Tabiiy ipak', path: '/online-shop/details/atlas/', images: ['/media/a-1280.webp'], price: 405000, seller: { name: 'Dilnoza' } });
  const article = () =>
    newsArticleJsonLd(absolute, { title: 'Qonun', description: 'Matn', path: '/news/details/q/', images: ['/media/n-1280.webp'], datePublished: '2026-05-01T10:00:00.000Z', dateModified: '2026-05-01T10:00:00.000Z', author: { name: 'A' }, publisher: 'Ipak' });
  const job = () =>
    jobPostingJsonLd(absolute, { title: 'Ish', description: '<p>Ish</p>', path: '/announcements/details/i/', datePosted: '2026-11-20T08:00:00.000Z', validThrough: '2026-12-20T19:00:00.000Z', place: {}, workTime: 'full_time', pay: { min: 1, max: 2, negotiable: false } });
  const course = (durationSeconds: number | null) =>
    courseJsonLd(absolute, { title: 'Kurs', description: 'Tavsif', path: '/courses/details/k/', images: ['/media/c-1280.webp'], provider: { name: 'Ipak', kind: 'Organization' }, teacher: { name: 'U' }, price: 0, dateCreated: '2026-01-02T00:00:00.000Z', durationSeconds });

  it('find nothing wrong with what the builders make', () => {
    expect(structuredDataProblems(product())).toEqual([]);
    expect(structuredDataProblems(article())).toEqual([]);
    // Announcements name no organisation: the page leaves hiringOrganization out on purpose.
    expect(structuredDataProblems(job(), { JobPosting: ['hiringOrganization'] })).toEqual([]);
    expect(structuredDataProblems(course(3600))).toEqual([]);
    expect(structuredDataProblems(course(null), { Course: ['courseWorkload'] })).toEqual([]);
    expect(structuredDataProblems(digitalDocumentJsonLd(absolute, { title: 'Hujjat', description: 'Qonun', path: '/news/documents/details/1/', images: [], file: '/media/d.pdf' }))).toEqual([]);
    expect(structuredDataProblems(breadcrumbJsonLd(absolute, [{ name: "Do'kon", path: '/online-shop' }, { name: 'Atlas', path: '/online-shop/details/atlas/' }]))).toEqual([]);
  });

  it('find what Google misses', () => {
    expect(structuredDataProblems({ ...product(), brand: undefined, image: [] })).toEqual(['Product: image is an empty list', 'Product: brand missing']);
    expect(structuredDataProblems({ ...article(), dateModified: undefined, publisher: { '@type': 'Organization', name: 'Ipak' } })).toEqual(['NewsArticle: dateModified missing', 'NewsArticle: publisher.logo missing']);
    expect(structuredDataProblems(job())).toEqual(['JobPosting: hiringOrganization missing']);
    expect(structuredDataProblems({ ...job(), validThrough: undefined }, { JobPosting: ['hiringOrganization'] })).toEqual(['JobPosting: validThrough missing']);
    expect(structuredDataProblems({ ...course(60), hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: '3 lessons' } })).toEqual(['Course: hasCourseInstance.courseWorkload is not an ISO 8601 duration']);
    expect(structuredDataProblems(course(null))).toEqual(['Course: hasCourseInstance has neither courseWorkload nor courseSchedule']);
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'DigitalDocument', name: 'H', url: 'https://ipak.uz/d/', image: [] })).toEqual(['DigitalDocument: image is an empty list']);
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 2, name: 'A', item: '/a' }, { '@type': 'ListItem', position: 3, name: 'B' }] })).toEqual([
      'BreadcrumbList: itemListElement[0].position is not 1',
      'BreadcrumbList: itemListElement[0].item is not an absolute address',
      'BreadcrumbList: itemListElement[1].position is not 2',
    ]);
  });
});
