import { useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@shared/schemas/announcements';
import { api } from '@web/lib/api-client';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

/**
 * The caller's saved searches (GET / POST / DELETE /api/announcements/saved-searches/): a new
 * announcement that matches one puts a notification in the bell. At most SAVED_SEARCHES_MAX (20);
 * the 21st answers 409 announcements.saved_searches_limit.
 */
const savedSearchesKey = ['announcements', 'saved-searches'] as const;

/** Only for a signed-in reader (`enabled`): an anonymous one has none. */
export const useSavedSearches = (enabled: boolean) => useQuery(apiQueryOptions<SavedSearch[]>(savedSearchesKey, '/api/announcements/saved-searches/', { enabled }));

/** The list's filters, as POST saved-searches/ takes them. */
type SavedSearchBody = Record<string, string | number | boolean>;

const createSavedSearch = (body: SavedSearchBody) => api.post<SavedSearch>('/api/announcements/saved-searches/', body);

export const useCreateSavedSearch = () =>
  useApiMutation({
    request: createSavedSearch,
    onSuccess: (saved, _, queryClient) => queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (old) => (old ? [saved, ...old] : old)),
    invalidates: [savedSearchesKey],
  });

const deleteSavedSearch = (guid: string) => api.delete<void>(`/api/announcements/saved-searches/${encodeURIComponent(guid)}/`);

export const useDeleteSavedSearch = () =>
  useApiMutation({
    request: deleteSavedSearch,
    onSuccess: (_answer, guid, queryClient) => queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (old) => old?.filter((s) => s.guid !== guid)),
    invalidates: [savedSearchesKey],
  });
