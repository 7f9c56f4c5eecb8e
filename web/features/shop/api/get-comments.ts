import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductComment } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';

export const commentsQueryKey = (meta: string) => ['shop', 'comments', meta] as const;

/** GET /api/shop/comments/{meta} → {data}: newest first, replies oldest first. */
const getComments = async (meta: string, signal?: AbortSignal) =>
  (await api.get<{ data: ProductComment[] }>(`/api/shop/comments/${encodeURIComponent(meta)}`, signal)).data;

export const commentsQueryOptions = (meta: string) =>
  queryOptions({
    queryKey: commentsQueryKey(meta),
    queryFn: ({ signal }) => getComments(meta, signal),
  });

export const useComments = (meta: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...commentsQueryOptions(meta), enabled });
