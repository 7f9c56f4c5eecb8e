import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@shared/schemas/announcements';
import { api } from '@web/lib/api-client';

/**
 * The caller's saved searches (GET / POST / DELETE /api/announcements/saved-searches/): a new
 * announcement that matches one puts a notification in the bell. At most SAVED_SEARCHES_MAX (20);
 * the 21st answers 409 announcements.saved_searches_limit.
 */
const savedSearchesKey = ['announcements', 'saved-searches'] as const;

const getSavedSearches = (signal?: AbortSignal) => api.get<SavedSearch[]>('/api/announcements/saved-searches/', signal);

const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => getSavedSearches(signal),
  });

/** Only for a signed-in reader (`enabled`): an anonymous one has none. */
export const useSavedSearches = (enabled: boolean) => useQuery({ ...savedSearchesQueryOptions(), enabled });

/** The list's filters, as POST saved-searches/ takes them. */
type SavedSearchBody = Record<string, string | number | boolean>;

const createSavedSearch = (body: SavedSearchBody) => api.post<SavedSearch>('/api/announcements/saved-searches/', body);

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (old) => (old ? [saved, ...old] : old));
      return queryClient.invalidateQueries({ queryKey: savedSearchesKey });
    },
  });
}

const deleteSavedSearch = (guid: string) => api.delete<void>(`/api/announcements/saved-searches/${encodeURIComponent(guid)}/`);

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_answer, guid) => {
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (old) => old?.filter((s) => s.guid !== guid));
      return queryClient.invalidateQueries({ queryKey: savedSearchesKey });
    },
  });
}
