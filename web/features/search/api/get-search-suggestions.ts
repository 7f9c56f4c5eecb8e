import type { SearchSuggestions } from '@shared/schemas/search';
import { withQuery } from '@shared/paths';
import { apiQueryOptions } from '@web/lib/api-query';

/** GET /api/search/suggestions/?q= — the header's suggestions as you type (products, categories, announcements). */
export const searchSuggestionsQueryOptions = (q: string) =>
  apiQueryOptions<SearchSuggestions>(['search', 'suggestions', q], withQuery('/api/search/suggestions/', { q }), { staleTime: 30_000 });
