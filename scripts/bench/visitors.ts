// What visitors ask for, request by request (the headline of `npm run bench`): a different product
// almost every time, a random page of a random category, a query nobody typed a second ago, a signed-in
// reader on random products, and the shared pages as anonymous visitors make them. Every request is
// drawn from a seeded generator by its number, so runs are comparable and no two requests of a run
// are the same where the scenario says "new".
import { publicPaths, withQuery } from '../../shared/paths';

/** A small, fast, seeded generator (mulberry32): the same n gives the same draw in every run. */
export function draw(n: number, salt = 0): () => number {
  let a = (Math.imul(n, 2654435761) ^ Math.imul(salt + 1, 40503)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

/**
 * Words as readers type them: the catalogue's places and things in Latin, in Uzbek Cyrillic and in
 * Russian spelling (place names fold into the Uzbek ones, issue 27; Russian words of craft find only
 * what is written so), some with apostrophes left out, and words of craft that few or no products carry.
 */
const PLACES = {
  latin: ["Marg'ilon", 'Margilon', 'Buxoro', 'Samarqand', 'Xiva', "G'ijduvon", 'Rishton', 'Urgut', 'Namangan', 'Andijon', "Qo'qon", 'Toshkent'],
  cyrillic: ['Марғилон', 'Бухоро', 'Самарқанд', 'Хива', 'Ғиждувон', 'Риштон', 'Ургут', 'Наманган', 'Андижон', 'Қўқон'],
  russian: ['Маргилан', 'Бухара', 'Самарканд', 'Гиждуван', 'Риштан', 'Андижан', 'Коканд', 'Фергана'],
};
const NOUNS = {
  latin: ['atlas', 'adras', "ro'mol", 'romol', 'suzani', 'gilam', 'lagan', 'kosa', "do'ppi", 'chopon', 'kurtka', 'sumka', 'yostiq', 'parda', 'quti', 'pichoq', 'beqasam', 'kashta', 'ipak', 'paxta'],
  cyrillic: ['атлас', 'адрас', 'рўмол', 'сўзана', 'гилам', 'лаган', 'коса', 'дўппи', 'чопон', 'сумка', 'ёстиқ', 'парда', 'қути', 'пичоқ', 'бекасам', 'ипак'],
  russian: ['платок', 'сюзане', 'ковёр', 'ляган', 'пиала', 'тюбетейка', 'чапан', 'подушка', 'шёлк', 'нож'],
};
const ADJECTIVES = ['tabiiy', 'milliy', 'nafis', 'rangli', 'klassik', 'yumshoq', "qo'lda", 'zamonaviy', 'табиий', 'миллий'];
const SORTS = ['newest', 'price_asc', 'price_desc', 'views'] as const;

const script = (r: () => number): keyof typeof PLACES => {
  const x = r();
  return x < 0.6 ? 'latin' : x < 0.85 ? 'cyrillic' : 'russian';
};

/** A query as visitors type them: a thing, a place and a thing, a thing and a quality, or a place. */
export function searchWordsFor(r: () => number): string {
  const s = script(r);
  const shape = r();
  if (shape < 0.3) return pick(r, NOUNS[s]);
  if (shape < 0.7) return `${pick(r, PLACES[s])} ${pick(r, NOUNS[s])}`;
  if (shape < 0.85) return `${pick(r, NOUNS[s])} ${pick(r, ADJECTIVES)}`;
  return pick(r, PLACES[s]);
}

/** The search query of the n-th request: new words, a random sort and a random price floor (never the same twice in a run). */
export function newSearchQuery(n: number): { q: string; sort: (typeof SORTS)[number]; price_min: number } {
  const r = draw(n, 1);
  // The floor's last digits are the request's number: no two requests ask the same (no cache can answer).
  return { q: searchWordsFor(r), sort: pick(r, SORTS), price_min: Math.floor(r() * 2000) * 1000 + (n % 1000) };
}

/**
 * The narrow mix (issue 42): always a place and a word of craft (e.g. "Marg'ilon atlas", a few hundred
 * matches to sort and count), a random sort and a random price floor, new every request: the searches
 * whose cost per query, not their plan, made the tail at 50 connections.
 */
export function newPlaceCraftQuery(n: number): ReturnType<typeof newSearchQuery> {
  const r = draw(n, 3);
  const s = script(r);
  return { q: `${pick(r, PLACES[s])} ${pick(r, NOUNS[s])}`, sort: pick(r, SORTS), price_min: Math.floor(r() * 2000) * 1000 + (n % 1000) };
}

/** A product of the bench's catalogue (metas bench-1 … bench-N), drawn at random. */
export const randomProductMeta = (n: number, products: number) => `bench-${1 + Math.floor(draw(n, 2)() * products)}`;

/** The shared pages every anonymous visitor gets alike. */
export const SHARED_PAGES = [
  { name: 'home', path: publicPaths.home() },
  { name: 'shop', path: publicPaths.shop() },
  { name: 'news', path: publicPaths.news() },
  { name: 'courses', path: publicPaths.courses() },
  { name: 'announcements', path: publicPaths.announcements() },
  { name: 'about', path: publicPaths.aboutUs() },
] as const;

export const searchApiPath = (query: ReturnType<typeof newSearchQuery>) =>
  withQuery('/api/shop/products/', { q: query.q, sort: query.sort === 'newest' ? undefined : query.sort, price_min: query.price_min });

export const searchPagePath = (query: ReturnType<typeof newSearchQuery>) =>
  publicPaths.products({ q: query.q, sort: query.sort === 'newest' ? undefined : query.sort, price_min: query.price_min });

/** How many pages of a category a visitor may land on (24 to a page; deep pages come from links and crawlers). */
export const CATEGORY_PAGES = 40;

/** The areas whose public lists search and forgive slips (server/lib/did-you-mean.ts). */
export const SEARCH_AREAS = ['shop', 'announcements', 'news', 'courses'] as const;
export type SearchArea = (typeof SEARCH_AREAS)[number];

/** An area's bench queries (made and checked by the bench server before the run). */
export interface SearchQueries {
  /** Words its search finds as typed. */
  known: string[];
  /** Slips of them that find nothing as typed, answered with the corrected words (did_you_mean). */
  slips: string[];
}

/**
 * The API address of an area's search for `q`. `n`, the request's number, is put where it changes
 * nothing found but the address, so no cache can answer a request with another's answer: the shop's
 * price floor (under 1,000 so'm: every price is above it), the announcements' page size (their pages
 * are kept per page size); news and courses keep no search answers.
 */
export function searchAreaPath(area: SearchArea, q: string, n?: number): string {
  switch (area) {
    case 'shop':
      return withQuery('/api/shop/products/', { q, price_min: n === undefined ? undefined : n % 1000 });
    case 'announcements':
      return withQuery('/api/announcements/list/', { q, page_size: n === undefined ? undefined : 10 + (n % 91) });
    case 'news':
      return withQuery('/api/news/list/', { q });
    case 'courses':
      return withQuery('/api/courses/category/all/', { q });
  }
}

const SLIP_LETTERS = 'abdefgiklmnoprstvxyz';

/** A one-letter slip of a search key's word: two neighbours swapped (most often), or one letter wrong; the first and last letters kept. */
export function slipOf(word: string, r: () => number): string {
  const i = 1 + Math.floor(r() * (word.length - 3));
  if (r() < 0.6 && word[i] !== word[i + 1]) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  const letter = SLIP_LETTERS[Math.floor(r() * SLIP_LETTERS.length)]!;
  return word.slice(0, i) + letter + word.slice(i + 1);
}

/** The n-th request's query of a pool: drawn at random (a pool of a few hundred: a query comes again rarely, and never a cached answer). */
export const drawQuery = (pool: readonly string[], n: number) => pool[Math.floor(draw(n, 11)() * pool.length)]!;
