import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '../constants';
import { MSG } from '../validation/messages';
import { line, titledCategorySchema } from './common';

/**
 * The header's search suggestions (issue 40): GET /api/search/suggestions/?q= answers a few products,
 * shop categories and announcements whose words begin with the query's words, folded as every search
 * is (searchKey of @shared/text/uzbek: any script, any apostrophe sign).
 */
export const suggestionsQuerySchema = z.object({
  q: line({ error: MSG.required }).trim().min(1, MSG.required).max(SEARCH_QUERY_MAX, MSG.tooLong),
});

export const searchSuggestionsSchema = z
  .object({
    products: z.array(z.object({ title: z.string(), meta: z.string() })),
    categories: z.array(titledCategorySchema),
    announcements: z.array(z.object({ title: z.string(), meta: z.string(), type: z.enum(['service_announcement', 'work_announcement']) })),
  })
  .meta({ id: 'SearchSuggestions' });
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
