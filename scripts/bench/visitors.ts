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
 * Russian spelling (which search does not fold to the Uzbek yet: issue 27), some with apostrophes
 * left out, and words of craft that few or no products carry.
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
