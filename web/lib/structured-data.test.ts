import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, courseJsonLd, digitalDocumentJsonLd, itemJsonLd, jobPostingJsonLd, newsArticleJsonLd, productJsonLd, serviceJsonLd, siteJsonLd, uzbekIn } from './structured-data';
import { pageStructuredDataProblems, structuredDataProblems } from './structured-data-checks';

const absolute = (path: string) => `https://ipak.uz${path}`;
/** As web/lib/page-head.tsx hands it to a page read at ?lang=ru: its own pages' addresses in Russian. */
const inRussian = Object.assign((path: string) => absolute(path), { page: (path: string) => `https://ipak.uz${path}${path.includes('?') ? '&' : '?'}lang=ru` });

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

  it('describes a job with who hires (its poster, named), its place, working time, last day and monthly pay in so\'m, and no image', () => {
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
      hiring: { name: 'Dilnoza Karimova' },
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
      hiringOrganization: { '@type': 'Organization', name: 'Dilnoza Karimova' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'UZ', addressRegion: "Farg'ona viloyati", addressLocality: "Marg'ilon shahri", streetAddress: 'Ipakchilar 5' },
      },
      employmentType: 'PART_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Ipak', value: 'abc' },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'UZS', value: { '@type': 'QuantitativeValue', minValue: 2_000_000, maxValue: 4_000_000, unitText: 'MONTH' } },
    });
    // A poster with a public page is the same as it (sameAs); a poster without a name: the site, with its address and logo.
    const base = { title: 'X', description: 'Y', path: '/announcements/details/x/', datePosted: '2026-11-20', validThrough: '2026-12-20', place: {}, workTime: 'full_time', pay: { min: null, max: null, negotiable: true } };
    expect(jobPostingJsonLd(absolute, { ...base, hiring: { name: 'Ipak fabrikasi', page: '/u/ipak-fabrikasi/' } }).hiringOrganization).toEqual({ '@type': 'Organization', name: 'Ipak fabrikasi', sameAs: 'https://ipak.uz/u/ipak-fabrikasi/' });
    expect(jobPostingJsonLd(absolute, { ...base, hiring: { name: ' ' } }).hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Ipak',
      url: 'https://ipak.uz/',
      logo: { '@type': 'ImageObject', url: 'https://ipak.uz/images/logo.png', width: 512, height: 512 },
    });
  });

  it("gives agreed pay ('Kelishiladi') no salary, one stated end a single value, and a flexible time OTHER", () => {
    const base = { title: 'Ish', description: '', path: '/announcements/details/ish/', datePosted: '2026-11-20', validThrough: '2026-12-20', place: {}, workTime: 'flexable_time', hiring: { name: 'B' } };
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

  it("describes a news article with its headline, dates, author (with the site's address: authors have no public page), section, picture, publisher with its logo and language", () => {
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
        inLanguage: uzbekIn('latn'),
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
      author: { '@type': 'Person', name: 'Aziza Karimova', url: 'https://ipak.uz/' },
      articleSection: 'Ipakchilik',
      publisher: {
        '@type': 'Organization',
        name: 'Ipak',
        url: 'https://ipak.uz/',
        logo: { '@type': 'ImageObject', url: 'https://ipak.uz/images/logo.png', width: 512, height: 512 },
      },
      inLanguage: 'uz',
    });
    expect(uzbekIn('cyrl')).toBe('uz-Cyrl');
  });

  it("cuts a news article's headline to 110 characters, leaves out what it does not have, and is never modified before it was published", () => {
    const ld = newsArticleJsonLd(absolute, { title: 'A'.repeat(150), description: '', path: '/news/details/a/', images: [], datePublished: '2026-05-01T10:00:00.000Z', dateModified: '2026-04-30T08:00:00.000Z', author: { name: 'X' }, publisher: 'Ipak' });
    expect(ld).toMatchObject({ headline: `${'A'.repeat(109)}…`, name: 'A'.repeat(150), dateModified: '2026-05-01T10:00:00.000Z' });
    expect(ld).not.toHaveProperty('articleSection');
    expect(ld).not.toHaveProperty('image');
  });

  it('describes a free course with its provider, teacher, lessons, offer and language, and no workload it does not know', () => {
    const c = courseJsonLd(absolute, {
      title: 'Atlas to\'qish',
      description: 'Boshlovchilar uchun',
      path: '/courses/details/atlas/',
      images: ['/media/c.jpg'],
      provider: { name: 'Ipak', kind: 'Organization' },
      teacher: { name: 'Dilnoza Rahimova' },
      price: 0,
      dateCreated: '2026-01-02T00:00:00.000Z',
      inLanguage: 'uz-Cyrl',
    });
    expect(c).toMatchObject({
      '@type': 'Course',
      name: "Atlas to'qish",
      url: 'https://ipak.uz/courses/details/atlas/',
      image: ['https://ipak.uz/media/c.jpg'],
      provider: { '@type': 'Organization', name: 'Ipak', url: 'https://ipak.uz/' },
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'UZS' },
      inLanguage: 'uz-Cyrl',
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', instructor: { '@type': 'Person', name: 'Dilnoza Rahimova' } },
    });
    // The time a course asks of a student is not known (the videos' length is not it): no workload rather than a made-up one.
    expect(c.hasCourseInstance).not.toHaveProperty('courseWorkload');
  });

  it("describes the site on the home page: an Organization with its logo, and a WebSite whose search is the shop's", () => {
    expect(siteJsonLd(absolute, { description: 'Ipakchilar maydoni' })).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Ipak',
        url: 'https://ipak.uz/',
        logo: { '@type': 'ImageObject', url: 'https://ipak.uz/images/logo.png', width: 512, height: 512 },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Ipak',
        url: 'https://ipak.uz/',
        description: 'Ipakchilar maydoni',
        inLanguage: ['uz', 'uz-Cyrl', 'ru', 'en'],
        publisher: { '@type': 'Organization', name: 'Ipak', url: 'https://ipak.uz/' },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: 'https://ipak.uz/online-shop/categories/?q={search_term_string}' },
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
  });

  it("writes a language version's own addresses in its language (a trail's steps, the item's page), and files without one", () => {
    const trail = breadcrumbJsonLd(inRussian, [{ name: 'Yangiliklar', path: '/news' }, { name: 'Qonun', path: '/news/details/q/' }]);
    expect(trail.itemListElement.map((i) => i.item)).toEqual(['https://ipak.uz/news?lang=ru', 'https://ipak.uz/news/details/q/?lang=ru']);
    const product = productJsonLd(inRussian, { title: 'A', description: 'B', path: '/online-shop/details/a/', images: ['/media/a.webp'], price: 1, seller: { name: 'S' } });
    expect(product).toMatchObject({ url: 'https://ipak.uz/online-shop/details/a/?lang=ru', image: ['https://ipak.uz/media/a.webp'], offers: { url: 'https://ipak.uz/online-shop/details/a/?lang=ru' } });
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
    jobPostingJsonLd(absolute, { title: 'Ish', description: '<p>Ish</p>', path: '/announcements/details/i/', datePosted: '2026-11-20T08:00:00.000Z', validThrough: '2026-12-20T19:00:00.000Z', hiring: { name: 'Dilnoza' }, place: {}, workTime: 'full_time', pay: { min: 1, max: 2, negotiable: false } });
  const course = () =>
    courseJsonLd(absolute, { title: 'Kurs', description: 'Tavsif', path: '/courses/details/k/', images: ['/media/c-1280.webp'], provider: { name: 'Ipak', kind: 'Organization' }, teacher: { name: 'U' }, price: 0, dateCreated: '2026-01-02T00:00:00.000Z' });
  const head = (canonical: string, items: object[]) =>
    `<link rel="canonical" href="${canonical}" data-page-head>${items.map((i) => `<script type="application/ld+json" data-page-head>${JSON.stringify(i)}</script>`).join('')}`;

  it('find nothing wrong with what the builders make', () => {
    expect(structuredDataProblems(product())).toEqual([]);
    expect(structuredDataProblems(article())).toEqual([]);
    expect(structuredDataProblems(job())).toEqual([]);
    expect(structuredDataProblems({ ...course(), hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT2H30M' } })).toEqual([]);
    // Ipak does not know a course's workload: the pages leave it out on purpose.
    expect(structuredDataProblems(course(), { Course: ['courseWorkload'] })).toEqual([]);
    for (const item of siteJsonLd(absolute)) expect(structuredDataProblems(item)).toEqual([]);
    expect(structuredDataProblems(digitalDocumentJsonLd(absolute, { title: 'Hujjat', description: 'Qonun', path: '/news/documents/details/1/', images: [], file: '/media/d.pdf' }))).toEqual([]);
    expect(structuredDataProblems(breadcrumbJsonLd(absolute, [{ name: "Do'kon", path: '/online-shop' }, { name: 'Atlas', path: '/online-shop/details/atlas/' }]))).toEqual([]);
  });

  it('find what Google misses', () => {
    expect(structuredDataProblems({ ...product(), brand: undefined, image: [] })).toEqual(['Product: image is an empty list', 'Product: brand missing']);
    expect(structuredDataProblems({ ...article(), dateModified: undefined, publisher: { '@type': 'Organization', name: 'Ipak' } })).toEqual(['NewsArticle: dateModified missing', 'NewsArticle: publisher.logo missing']);
    expect(structuredDataProblems({ ...job(), hiringOrganization: undefined })).toEqual(['JobPosting: hiringOrganization missing']);
    expect(structuredDataProblems({ ...job(), hiringOrganization: { '@type': 'Organization', name: 'D', sameAs: '/u/d/' } })).toEqual(['JobPosting: hiringOrganization.sameAs is not an absolute address']);
    expect(structuredDataProblems({ ...job(), validThrough: undefined })).toEqual(['JobPosting: validThrough missing']);
    expect(structuredDataProblems({ ...course(), hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: '3 lessons' } })).toEqual(['Course: hasCourseInstance.courseWorkload is not an ISO 8601 duration']);
    // The demo's 9-second videos summed (issue 38): a clip's length, not a course's workload.
    expect(structuredDataProblems({ ...course(), hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT27S' } })).toEqual([
      "Course: hasCourseInstance.courseWorkload PT27S is under a minute: not a course's workload",
    ]);
    expect(structuredDataProblems(course())).toEqual(['Course: hasCourseInstance has neither courseWorkload nor courseSchedule']);
    expect(structuredDataProblems({ ...article(), author: { '@type': 'Person', name: 'A' } })).toEqual(['NewsArticle: author.url is not an absolute address']);
    // One spelling of a language: hreflang's (uz, uz-Cyrl, ru, en).
    expect(structuredDataProblems({ ...article(), inLanguage: 'uz-Latn' })).toEqual(['NewsArticle: inLanguage "uz-Latn" is not one of uz, uz-Cyrl, ru, en']);
    const [organization, site] = siteJsonLd(absolute);
    expect(structuredDataProblems({ ...organization, logo: undefined })).toEqual(['Organization: logo missing']);
    expect(structuredDataProblems({ ...site, potentialAction: { '@type': 'SearchAction', target: 'https://ipak.uz/online-shop/categories/?q=', 'query-input': 'required name=q' } })).toEqual([
      "WebSite: potentialAction's target is not an absolute address with {q}",
    ]);
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'DigitalDocument', name: 'H', url: 'https://ipak.uz/d/', image: [] })).toEqual(['DigitalDocument: image is an empty list']);
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 2, name: 'A', item: '/a' }, { '@type': 'ListItem', position: 3, name: 'B' }] })).toEqual([
      'BreadcrumbList: itemListElement[0].position is not 1',
      'BreadcrumbList: itemListElement[0].item is not an absolute address',
      'BreadcrumbList: itemListElement[1].position is not 2',
    ]);
  });

  it("find a language version's trail that leads to another language's pages", () => {
    const trail = (a: typeof absolute) => breadcrumbJsonLd(a, [{ name: 'Yangiliklar', path: '/news' }, { name: 'Qonun', path: '/news/details/q/' }]);
    expect(pageStructuredDataProblems(head('https://ipak.uz/news/details/q/?lang=ru', [trail(inRussian)]))).toEqual([]);
    expect(pageStructuredDataProblems(head('https://ipak.uz/news/details/q/', [trail(absolute)]))).toEqual([]);
    expect(pageStructuredDataProblems(head('https://ipak.uz/news/details/q/?lang=ru', [trail(absolute)]))).toEqual([
      'BreadcrumbList: itemListElement[0].item https://ipak.uz/news is not the ru language\'s address (the canonical is https://ipak.uz/news/details/q/?lang=ru)',
      'BreadcrumbList: itemListElement[1].item https://ipak.uz/news/details/q/ is not the ru language\'s address (the canonical is https://ipak.uz/news/details/q/?lang=ru)',
    ]);
  });
});
