import { and, eq, sql } from 'drizzle-orm';
import { searchKey } from '@shared/text/uzbek';
import type { Db } from '../db/client';
import { searchVocabulary } from '../db/search-vocabulary.table';
import { preparedPerDb } from './prepared';

/** The searchable areas whose words the vocabulary keeps (the triggers of migrations 0021 and 0023). */
export type SearchArea = 'shop' | 'announcements' | 'news' | 'courses';

/**
 * The letters a search key is made of (searchKey folds q into k, u into o and a lone h into x, and
 * every Cyrillic letter into these): the letters a one-letter slip may put or leave out.
 */
const KEY_LETTERS = 'abcdefghijklmnoprstvwxyz';

/** Words shorter than this are not corrected: one letter off, a short word is another word. */
const MIN_LETTERS = 4;

/**
 * Every word one slip away from `word` (Damerau–Levenshtein distance 1): two neighbours swapped
 * (atals → atlas), one letter wrong, one missing, one too many. Swaps first: the commonest slip on a
 * phone keyboard.
 */
export function oneSlipAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  for (let i = 0; i < word.length; i++) for (const c of KEY_LETTERS) out.add(word.slice(0, i) + c + word.slice(i + 1));
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i <= word.length; i++) for (const c of KEY_LETTERS) out.add(word.slice(0, i) + c + word.slice(i));
  out.delete(word);
  return [...out];
}

/**
 * Which of the words the area's vocabulary has: one statement with the words as one array (a word of
 * ten letters has some 550 neighbours a slip away), prepared once: as a list of parameters each, its
 * parsing and planning cost more than its primary-key lookups (8.8 against 3.3 ms on the embedded
 * database, 550 words).
 */
const knownWordsStatement = preparedPerDb((db) =>
  db
    .select({ word: searchVocabulary.word })
    .from(searchVocabulary)
    .where(and(eq(searchVocabulary.area, sql.placeholder('area')), sql`${searchVocabulary.word} = any(${sql.placeholder('words')}::text[])`))
    .prepare('search_vocabulary_known'),
);

/** A PostgreSQL array literal of words (each quoted; a search key's words are letters and digits). */
const textArray = (words: string[]) => `{${words.map((w) => `"${w.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * Queries close to `words` (search keys) that the area's vocabulary knows: each word the vocabulary
 * lacks is replaced by one a slip away that it has. Answers up to `max` word lists, the likeliest
 * first; none when every word is known or a word has no near one. The caller searches them in turn and
 * offers the first that finds something.
 */
async function correctedQueries(db: Db, area: SearchArea, words: string[], max = 3): Promise<string[][]> {
  const candidates = words.map((w) => (w.length >= MIN_LETTERS ? [w, ...oneSlipAway(w)] : [w]));
  const asked = [...new Set(candidates.flat())];
  const known = new Set((await knownWordsStatement(db).execute({ area, words: textArray(asked) })).map((r) => r.word));
  // A word the vocabulary has stays; a short one stays too (it may be the start of a longer word).
  const choices = words.map((w, i) => (known.has(w) || w.length < MIN_LETTERS ? [w] : candidates[i].slice(1).filter((c) => known.has(c))));
  if (choices.some((c) => c.length === 0) || choices.every((c, i) => c.length === 1 && c[0] === words[i])) return [];
  // The first choice for every word, then the second choice for one word at a time.
  const queries = [choices.map((c) => c[0])];
  for (let i = 0; i < choices.length && queries.length < max; i++) {
    for (const alternative of choices[i].slice(1)) {
      if (queries.length >= max) break;
      queries.push(choices.map((c, j) => (j === i ? alternative : c[0])));
    }
  }
  return queries;
}

/**
 * What "did you mean" shows for a corrected query: each word as the reader wrote it where it was
 * kept, and a corrected word as the found texts write it (their word whose key it is, else one that
 * begins with it; the key itself when none does), lower-cased.
 */
export function suggestionText(query: string, words: string[], corrected: string[], texts: string[]): string {
  const written = query.split(/[^\p{L}\p{N}'ʻʼ‘’`]+/u).filter(Boolean);
  const tokens = texts.flatMap((t) => t.toLowerCase().split(/[^\p{L}\p{N}'ʻʼ‘’`]+/u)).filter(Boolean);
  return corrected
    .map((word, i) => {
      if (word === words[i]) return written.length === words.length ? written[i] : word;
      return tokens.find((t) => searchKey(t) === word) ?? tokens.find((t) => searchKey(t).startsWith(word)) ?? word;
    })
    .join(' ');
}

/**
 * Runs `search` on the query's words; when it finds nothing (`empty`) and `correct` (a first page:
 * later pages follow the words the first one showed), on the corrected queries in turn
 * (correctedQueries). Answers what was found and the words that found it when they are not the
 * query's (null when the query as typed found something, or nothing found anything).
 */
export async function searchForgiving<T>(
  db: Db,
  area: SearchArea,
  words: string[],
  search: (words: string[]) => Promise<T>,
  empty: (found: T) => boolean,
  correct = true,
): Promise<{ found: T; corrected: string[] | null }> {
  const found = await search(words);
  if (!correct || words.length === 0 || !empty(found)) return { found, corrected: null };
  for (const corrected of await correctedQueries(db, area, words)) {
    const again = await search(corrected);
    if (!empty(again)) return { found: again, corrected };
  }
  return { found, corrected: null };
}
