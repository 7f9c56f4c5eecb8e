import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { api, ApiError, type ApiPath } from './api-client';

/**
 * The shared shape of the endpoint files in web/features/*\/api: each endpoint keeps its own file,
 * query key and exported names; the query and mutation boilerplate is written once here, on top of
 * TanStack Query's own `queryOptions` and `useMutation`.
 */

type QueryExtras<T, K extends QueryKey> = Omit<UseQueryOptions<T, Error, T, K>, 'queryKey' | 'queryFn'>;

/** A query that GETs `path` (aborted with the query) under `queryKey`, with any further options. */
export const apiQueryOptions = <T, K extends QueryKey = QueryKey>(queryKey: K, path: ApiPath<'get'>, extras: QueryExtras<T, K> = {}) =>
  queryOptions<T, Error, T, K>({ ...extras, queryKey, queryFn: ({ signal }) => api.get<T>(path, signal) });

/** A page of a list: the rows on screen stay until the next page arrives (no flash of a spinner). */
export const pagedQueryOptions = <T, K extends QueryKey = QueryKey>(queryKey: K, path: ApiPath<'get'>, extras: QueryExtras<T, K> = {}) =>
  apiQueryOptions<T, K>(queryKey, path, { placeholderData: keepPreviousData, ...extras });

/**
 * Options of a query for one of the caller's own items (an edit form's copy): not found / not yours
 * will not change by asking again, and the form starts from the stored item, not an older copy.
 */
export const ownItemQueryOptions = {
  retry: (count: number, error: unknown) => !(error instanceof ApiError && [400, 403, 404].includes(error.status)) && count < 1,
  staleTime: 0,
} as const;

/** Reference data that hardly ever changes: fetched once per visit, kept for the session. */
export const keptForVisit = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

type Keys = readonly (QueryKey | undefined)[];

interface ApiMutation<TData, TVars, TContext> extends Omit<UseMutationOptions<TData, Error, TVars, TContext>, 'mutationFn' | 'onSuccess'> {
  /** The endpoint's call. */
  request: (vars: TVars) => Promise<TData>;
  /** The cache written from the answer first (setQueryData, removeQueries …). */
  onSuccess?: (data: TData, vars: TVars, queryClient: QueryClient) => unknown;
  /** The queries refetched (undefined ones skipped) before the mutation settles. */
  invalidates?: Keys | ((data: TData, vars: TVars) => Keys);
}

/** A mutation's options for `queryClient`: the answer written to the cache (`onSuccess`), then the `invalidates` keys refetched. */
export const apiMutationOptions = <TData, TVars = void, TContext = unknown>(
  queryClient: QueryClient,
  { request, onSuccess, invalidates = [], ...options }: ApiMutation<TData, TVars, TContext>,
) =>
  mutationOptions<TData, Error, TVars, TContext>({
    ...options,
    mutationFn: request,
    onSuccess: (data: TData, vars: TVars) => {
      onSuccess?.(data, vars, queryClient);
      const keys = typeof invalidates === 'function' ? invalidates(data, vars) : invalidates;
      return Promise.all(keys.filter((key) => key !== undefined).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });

/** The mutation hook of an endpoint file: see apiMutationOptions. */
export function useApiMutation<TData, TVars = void, TContext = unknown>(mutation: ApiMutation<TData, TVars, TContext>) {
  const queryClient = useQueryClient();
  return useMutation(apiMutationOptions(queryClient, mutation));
}

/** A POST (on) or DELETE (off) of a toggle such as a like → the server's new state. */
export const toggleRequest = <T>(path: ApiPath<'post'> & ApiPath<'delete'>, on: boolean) => (on ? api.post<T>(path) : api.delete<T>(path));
