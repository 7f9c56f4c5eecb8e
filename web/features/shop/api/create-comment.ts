import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductComment } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { commentsQueryKey } from './get-comments';

export interface CreateCommentInput {
  comment: string;
  /** guid of the top-level comment this one answers. */
  parent?: string;
}

/** POST /api/shop/comments/{meta} {comment, parent?} → 201 ProductComment. */
const createComment = (meta: string, input: CreateCommentInput) =>
  api.post<ProductComment>(`/api/shop/comments/${encodeURIComponent(meta)}`, input.parent ? { comment: input.comment, parent: input.parent } : { comment: input.comment });

/**
 * The new comment is put into the cached list at once (top for a comment, end of its thread for a
 * reply), so the writer sees it without waiting; then the list is refetched to match the server.
 */
export function useCreateComment(meta: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommentInput) => createComment(meta, input),
    onSuccess: (created, input) => {
      queryClient.setQueryData<ProductComment[]>(commentsQueryKey(meta), (list = []) =>
        input.parent
          ? list.map((c) => (c.guid === input.parent ? { ...c, replies: [...c.replies, created] } : c))
          : [{ ...created, replies: created.replies ?? [] }, ...list],
      );
      // Not awaited: the writer already sees the comment; the refetch only brings others' news.
      void queryClient.invalidateQueries({ queryKey: commentsQueryKey(meta) });
    },
  });
}
