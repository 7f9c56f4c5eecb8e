import { SUGGEST_MIN_KEY, SUGGESTIONS_CACHE_MS, SUGGESTIONS_PER_KIND } from '@shared/constants';
import type { SearchSuggestions } from '@shared/schemas/search';
import { searchWords } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import { createAnswerCache } from '../../lib/cache';
import { ungated, type SearchGate } from '../../lib/search';
import { announcementSuggestions } from '../announcements';
import { shopSuggestions } from '../shop';

export interface SearchDeps {
  db: Db;
}

/** Answers by the query's search key: a popular prefix is read once a while for everyone. */
const suggestionsCache = createAnswerCache<SearchSuggestions>('search.suggestions', SUGGESTIONS_CACHE_MS);

const nothing = (): SearchSuggestions => ({ products: [], categories: [], announcements: [] });

/**
 * The header's suggestions (issue 40): at most SUGGESTIONS_PER_KIND products, shop categories and
 * announcements whose words begin with the query's words, folded by searchKey (any script, any
 * apostrophe sign), each kind's newest (categories in the menu's order). Three LIMITed queries on the
 * indexed search keys; an answer the cache does not hold is counted against the caller's search limit.
 */
export async function suggestions(deps: SearchDeps, q: string, gate: SearchGate = ungated): Promise<SearchSuggestions> {
  const words = searchWords(q);
  if (words.join(' ').length < SUGGEST_MIN_KEY) return nothing();
  return suggestionsCache.get(deps.db, words.join(' '), async () => {
    await gate();
    const [shop, announcements] = await Promise.all([shopSuggestions(deps, words, SUGGESTIONS_PER_KIND), announcementSuggestions(deps.db, words, SUGGESTIONS_PER_KIND)]);
    return { products: shop.products, categories: shop.categories, announcements };
  });
}
