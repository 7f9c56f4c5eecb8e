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
export const sampleProbes = (idSpan: number) => Math.min(10_000, Math.max(3000, Math.round(idSpan / 100)));
export const SAMPLE_TTL_MS = 10 * 60 * 1000;

interface Sample {
  rows: SampledProduct[];
  /** The chance of each product to be in the sample. */
  fraction: number;
  takenAt: number;
  /** Which rows contain a word (1) or not (0), by word: words recur far more than whole queries do. */
  wordRows: Map<string, Uint8Array>;
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
    .then(({ rows, idSpan, probes }) => (slot.sample = { rows, fraction: idSpan ? Math.min(1, probes / idSpan) : 1, takenAt: Date.now(), wordRows: new Map() }))
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
const MIN_HITS = 25;

export interface SearchEstimate {
  /**
   * The query surely matches more than `cap` products: at least MIN_HITS sampled matches and an
   * estimate of twice the cap. With 25 hits a sample that overstates the true share twice over is a
   * chance below one in a thousand; were it wrong, the page is still right and the count says "cap or
   * more" for fewer (and the page past the last shows the last).
   */
  broad: boolean;
  /** Its words alone match few products (an estimate under three times the cap): their index should lead. */
  narrowWords: boolean;
}

/** What the sample tells of a query (see SearchEstimate). */
export async function estimateSearch(db: Db, f: SearchFilters, cap: number): Promise<SearchEstimate> {
  const sample = await sampleOf(db);
  const perWord = f.words.map((w) => rowsWith(sample, w));
  const filtered = f.categoryId !== undefined || f.priceMin !== undefined || f.priceMax !== undefined || !!f.verifiedOnly || f.regionId !== undefined;
  let hits = 0;
  let wordHits = 0;
  rows: for (let i = 0; i < sample.rows.length; i++) {
    for (const has of perWord) if (!has[i]) continue rows;
    wordHits++;
    if (!filtered || passesFilters(sample.rows[i], f)) hits++;
  }
  return {
    broad: hits >= MIN_HITS && hits / sample.fraction >= 2 * cap,
    narrowWords: f.words.length > 0 && wordHits / sample.fraction < 3 * cap,
  };
}
