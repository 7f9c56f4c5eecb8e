import type { ProductSort } from '@shared/schemas/shop';
import type { Db } from '../../db/client';
import { sampleProducts, type SampledProduct, type SearchFilters } from './products.repository';

/**
 * How many products a search matches, estimated from a random sample of the public catalogue kept in
 * memory: so the search can tell a broad query (thousands of matches: its page is read in the sort's
 * index order, which stops at once, and its count is "COUNT_CAP or more") from a narrow one (its few
 * matches are collected through the trigram index and sorted) before asking the database anything.
 * Counting a broad query's first COUNT_CAP + 1 matches only to learn that there are more costs more than
 * its whole page; the planner, which underrates what LIKE costs a row, would often read the table for it.
 *
 * The sample is the products at 1 % of the ids (sampleProbes), each query's words and filters tested
 * on it exactly as the database tests them (searchWhere). It is taken at the first search and again every
 * SAMPLE_TTL_MS in the background (the old one serves meanwhile): the proportions of a catalogue move
 * slowly, and a stale sample only makes the search choose a slower way, never a different answer,
 * except that a query judged broad shows "COUNT_CAP or more" (see SearchEstimate.broad for how sure
 * that is).
 */

/**
 * Ids sampled: 1 %, at least 3,000 (fewer hits would judge few queries broad) and at most 10,000
 * (~1–3 MB of search keys, taken in ~0.1–0.3 s every SAMPLE_TTL_MS).
 */
const sampleProbes = (idSpan: number) => Math.min(10_000, Math.max(3000, Math.round(idSpan / 100)));
const SAMPLE_TTL_MS = 10 * 60 * 1000;

interface Sample {
  rows: SampledProduct[];
  /** The chance of each product to be in the sample. */
  fraction: number;
  takenAt: number;
  /** Which rows contain a word (1) or not (0), by word: words recur far more than whole queries do. */
  wordRows: Map<string, Uint8Array>;
  /** The rows' indexes in each sort's order, made when first asked. */
  orders: Partial<Record<ProductSort, Uint32Array>>;
}

/** Words whose rows are kept per sample (~3 KB each); past it the map starts again. */
const MAX_WORDS = 2000;

function rowsWith(sample: Sample, word: string): Uint8Array {
  let rows = sample.wordRows.get(word);
  if (!rows) {
    if (sample.wordRows.size >= MAX_WORDS) sample.wordRows.clear();
    rows = Uint8Array.from(sample.rows, (p) => (p.key.includes(word) ? 1 : 0));
    sample.wordRows.set(word, rows);
  }
  return rows;
}

interface Slot {
  sample?: Sample;
  loading?: Promise<Sample>;
}

const slots = new WeakMap<Db, Slot>();

function take(db: Db, slot: Slot): Promise<Sample> {
  slot.loading ??= sampleProducts(db, sampleProbes)
    .then(({ rows, idSpan, probes }) => (slot.sample = { rows, fraction: idSpan ? Math.min(1, probes / idSpan) : 1, takenAt: Date.now(), wordRows: new Map(), orders: {} }))
    .finally(() => {
      slot.loading = undefined;
    });
  return slot.loading;
}

async function sampleOf(db: Db): Promise<Sample> {
  let slot = slots.get(db);
  if (!slot) slots.set(db, (slot = {}));
  if (!slot.sample) return take(db, slot);
  if (Date.now() - slot.sample.takenAt > SAMPLE_TTL_MS && !slot.loading) take(db, slot).catch(() => undefined);
  return slot.sample;
}

const passesFilters = (p: SampledProduct, f: SearchFilters) =>
  (f.categoryId === undefined || p.categoryId === f.categoryId) &&
  (f.priceMin === undefined || p.priceDiscount >= f.priceMin) &&
  (f.priceMax === undefined || p.priceDiscount <= f.priceMax) &&
  (!f.verifiedOnly || p.isVerified) &&
  (f.regionId === undefined || p.regionId === f.regionId);

/** Sampled products the query matches, at least, before it is judged broad: fewer say too little. */
const MIN_HITS = 20;

export interface SearchEstimate {
  /**
   * The query surely matches more than `cap` products: at least MIN_HITS sampled matches and an
   * estimate of one and a half times the cap. A query with just `cap` matches passes both by chance in
   * about 1 of 200 samples (Poisson: 10 hits expected from a 1 % sample, 30 from a 3 % one); were it
   * so, the page is still right and the count says "cap or more" for a few less (and the page past
   * the last shows the last).
   */
  broad: boolean;
  /** Its words alone match few products (an estimate under three times the cap): their index should lead. */
  narrowWords: boolean;
  /**
   * Reading the sort's index in order reaches the page sooner than finding every match through the
   * words' index and sorting them (SearchPage.inIndexOrder). Not so when the matches gather at the far
   * end of the order ("gold rings" by lowest price): the sample shows where they lie.
   */
  inIndexOrder(): boolean;
}

/** The sampled rows in a sort's order (as the database orders them: SORTS in products.repository). */
const ORDERS: Record<ProductSort, (a: SampledProduct, b: SampledProduct) => number> = {
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  price_asc: (a, b) => a.priceDiscount - b.priceDiscount || b.id - a.id,
  price_desc: (a, b) => b.priceDiscount - a.priceDiscount || b.id - a.id,
  views: (a, b) => b.views - a.views || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
};

function orderOf(sample: Sample, sort: ProductSort): Uint32Array {
  let order = sample.orders[sort];
  if (!order) {
    order = Uint32Array.from(sample.rows.keys()).sort((i, j) => ORDERS[sort](sample.rows[i], sample.rows[j]));
    sample.orders[sort] = order;
  }
  return order;
}

/**
 * Whether the walk of a sort's index reads a row: the price sorts read only the price range; newest
 * reads only the category's rows, or else the verified ones, when they are asked (an index of each
 * holds them in that order); the rest read every row and test it.
 */
function readBy(sort: ProductSort, f: SearchFilters): (p: SampledProduct) => boolean {
  if (sort === 'price_asc' || sort === 'price_desc') return (p) => (f.priceMin === undefined || p.priceDiscount >= f.priceMin) && (f.priceMax === undefined || p.priceDiscount <= f.priceMax);
  if (sort === 'newest' && f.categoryId !== undefined) return (p) => p.categoryId === f.categoryId;
  if (sort === 'newest' && f.verifiedOnly) return (p) => p.isVerified;
  return () => true;
}

/**
 * What a row read in newest's order costs beside one read at random: products are appended, so the
 * newest first are the table's last pages in sequence, while the words' index (and the other sorts)
 * read rows all over the table.
 */
const NEWEST_ROW_COST = 0.25;

/** Sampled matches the walk estimate looks for: a few, so one early or late match does not decide. */
const WALK_MATCHES = 3;

/**
 * Rows the walk of the sort's index reads to find `need` matches: the sampled rows it reads before
 * its WALK_MATCHES-th sampled match, in proportion (each sampled row stands for 1 / fraction rows and
 * each sampled match for as many matches, so the ratio holds as it is). Infinity without a match.
 */
function walkRows(sample: Sample, matched: Uint8Array, hits: number, sort: ProductSort, f: SearchFilters, need: number): number {
  const m = Math.min(WALK_MATCHES, hits);
  if (m === 0) return Infinity;
  const read = readBy(sort, f);
  let rows = 0;
  let found = 0;
  for (const i of orderOf(sample, sort)) {
    if (!read(sample.rows[i])) continue;
    rows++;
    if (matched[i] && ++found === m) break;
  }
  return (rows * need) / m;
}

/** What the sample tells of a query, sorted as asked and read up to `need` matches (see SearchEstimate). */
export async function estimateSearch(db: Db, f: SearchFilters, sort: ProductSort, need: number, cap: number): Promise<SearchEstimate> {
  const sample = await sampleOf(db);
  const perWord = f.words.map((w) => rowsWith(sample, w));
  const filtered = f.categoryId !== undefined || f.priceMin !== undefined || f.priceMax !== undefined || !!f.verifiedOnly || f.regionId !== undefined;
  const matched = new Uint8Array(sample.rows.length);
  let hits = 0;
  let wordHits = 0;
  rows: for (let i = 0; i < sample.rows.length; i++) {
    for (const has of perWord) if (!has[i]) continue rows;
    wordHits++;
    if (!filtered || passesFilters(sample.rows[i], f)) {
      matched[i] = 1;
      hits++;
    }
  }
  // What finding every match first reads: the words' candidates, or with no words the matches.
  const candidates = (f.words.length ? wordHits : hits) / sample.fraction;
  return {
    broad: hits >= MIN_HITS && hits / sample.fraction >= 1.5 * cap,
    narrowWords: f.words.length > 0 && wordHits / sample.fraction < 3 * cap,
    // Asked only of a query read page by page (the others never walk), so worked out only then.
    inIndexOrder: () => walkRows(sample, matched, hits, sort, f, need) * (sort === 'newest' ? NEWEST_ROW_COST : 1) <= candidates,
  };
}
