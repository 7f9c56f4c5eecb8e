import { z } from 'zod';
import { DOCUMENT_TYPES } from '@shared/constants';
import { newsSearchText } from '../modules/news';
import { documents, news, newsCategories } from '../schema';
import type { Db } from '../db/client';
import type { People } from './accounts';
import { categorySchema, pageSchema, readContent } from './content';
import content from './content/news.json';
import { bannerArt, type SeedMedia } from './images';
import { renderPdf } from './pdf';
import type { Rng } from './random';
import { daysBefore, insertCategories, madeAt, pageText } from './rows';
import { uz } from './text';

/**
 * The demo news: four categories, fourteen items over the last ten days (one of them the /news
 * banner) about sericulture, crafts fairs, subsidies and exports; and eight documents — legislation
 * ('@a', with a link to the national legislation database and a PDF summary) and small-business
 * project outlines ('@b', PDF). The people and figures of the stories are illustrative. The content
 * is content/news.json (content/README.md).
 */

/** A news item: its page, its picture's caption and the paragraphs of its body. */
const newsSchema = pageSchema.extend({
  caption: z.string(),
  /** The hero item of /news. */
  banner: z.boolean().optional(),
  body: z.array(z.string()),
});

/** The national legislation database's search for these words (lex.uz). */
const lexSearch = (query: string) => `https://lex.uz/search/nat?query=${encodeURIComponent(query)}`;

/** A document: legislation ('@a') or a small-business project ('@b'), written into a PDF. */
const documentSchema = z.strictObject({
  type: z.enum(DOCUMENT_TYPES),
  title: z.string(),
  subtitle: z.string(),
  /** Legislation: the words that find it in the national legislation database (its link is that search). */
  lexQuery: z.string().optional(),
  paragraphs: z.array(z.string()),
  /** A project's figures: [what, how much] rows. */
  table: z.array(z.tuple([z.string(), z.string()])).optional(),
});

const { categories: CATEGORIES, news: NEWS, documents: DOCUMENTS } = readContent(
  'news.json',
  z.strictObject({ categories: z.array(categorySchema), news: z.array(newsSchema), documents: z.array(documentSchema) }),
  content,
);

export interface NewsMedia {
  thumbnails: string[];
  /** Each demo PDF's stored key and its size in bytes. */
  pdfs: { key: string; size: number }[];
}

/** Draws one thumbnail per item and writes one PDF per document. */
export async function newsMedia(media: SeedMedia, rng: Rng): Promise<NewsMedia> {
  const titles = new Map(CATEGORIES.map((c) => [c.meta, c.title]));
  const [thumbnails, pdfs] = await Promise.all([
    Promise.all(
      NEWS.map((n, i) =>
        media.image(bannerArt(rng.fork(`news-${i}`), { width: 1200, height: 675, emblem: n.emblem, label: uz(titles.get(n.category)!), caption: uz(n.caption) }), 'news/demo'),
      ),
    ),
    Promise.all(
      DOCUMENTS.map(async (d) => {
        const pdf = await renderPdf({
          kicker: d.type === '@a' ? 'Qonunchilik hujjatlari' : 'Kichik biznes loyihalar',
          title: uz(d.title),
          subtitle: uz(d.subtitle),
          paragraphs: d.paragraphs.map(uz),
          table: d.table?.map(([a, b]) => [uz(a), uz(b)] as [string, string]),
          footer: uz(d.type === '@a' ? "Ipak platformasi · qisqacha sharh. Rasmiy matn: lex.uz" : "Ipak platformasi · namunaviy loyiha, hisob-kitoblar taxminiy"),
        });
        return { key: await media.file(pdf, 'documents/demo', 'pdf'), size: pdf.length };
      }),
    ),
  ]);
  return { thumbnails, pdfs };
}

export async function seedNews(db: Db, people: People, media: NewsMedia, rng: Rng, now: Date) {
  const categoryId = await insertCategories(db, newsCategories, CATEGORIES, daysBefore(now, 120));

  const items = await db
    .insert(news)
    .values(
      NEWS.map((n, i) => {
        const text = pageText(n.title, n.short, n.body);
        const published = daysBefore(now, n.daysAgo);
        return {
          ...text,
          categoryId: categoryId.get(n.category)!,
          userId: people[n.author].id,
          searchText: newsSearchText(text),
          thumbnail: media.thumbnails[i],
          // Older items have had time to be read more; the banner most of all.
          views: Math.round((n.banner ? 900 : 60) + n.daysAgo * rng.int(60, 180)),
          isBanner: n.banner ?? false,
          publishedAt: published,
          ...madeAt(published),
        };
      }),
    )
    .returning({ id: news.id });

  const docs = await db
    .insert(documents)
    .values(
      DOCUMENTS.map((d, i) => {
        // Listed newest first: keep the order of the content.
        return { type: d.type, title: uz(d.title), subtitle: uz(d.subtitle), link: d.lexQuery === undefined ? null : lexSearch(d.lexQuery), file: media.pdfs[i].key, fileSize: media.pdfs[i].size, views: rng.int(30, 400), ...madeAt(daysBefore(now, 20 + i)) };
      }),
    )
    .returning({ id: documents.id });

  return { newsCategories: categoryId.size, news: items.length, documents: docs.length };
}
