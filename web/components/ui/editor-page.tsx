import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import { ErrorState } from './status-message';
import { ItemPage, ItemUnavailable, type ItemQuery } from './item-page';

export { ItemUnavailable };

/** The statuses that mean an item cannot be edited here: none such (404), a malformed id (400). */
const NOT_HERE = [404, 400] as const;

export interface EditorBodyProps<T> {
  /** The item's query when editing; absent when creating. */
  query?: ItemQuery<T>;
  /** The form: empty to create, filled with the item to edit (keyed by the item, so another one starts fresh). */
  form(item?: T): ReactNode;
  /** Shown while the item loads. */
  loading: ReactNode;
  /** Why the item cannot be edited, for an answer among `unavailableStatuses`. */
  unavailable(status: number): ReactNode;
  /** The statuses that mean 'not here' (404 and 400 unless told). */
  unavailableStatuses?: readonly number[];
  /** The load error's message and its retry button's label. */
  error: { message: string; retry: string };
}

/**
 * The body of an editor page, for create and edit alike (one editor, as epic-stack's note editor):
 * creating, the empty form; editing, the item's states through ItemPage (loading, not here with the
 * way back, a load error with a retry) and then the filled form.
 */
export function EditorBody<T>({ query, form, loading, unavailable, unavailableStatuses = NOT_HERE, error }: EditorBodyProps<T>) {
  if (!query) return form();
  return (
    <ItemPage
      query={query}
      skeleton={loading}
      unavailable={unavailableStatuses}
      notFound={unavailable}
      error={(retry) => <ErrorState message={error.message} retryLabel={error.retry} onRetry={retry} />}
    >
      {(item) => form(item)}
    </ItemPage>
  );
}

/** An editor page: the area's frame (its heading, given the item once loaded) around the editor's body. */
export function EditorPage<T>({ frame, ...body }: EditorBodyProps<T> & { frame(body: ReactNode, item: T | undefined): ReactNode }) {
  return frame(<EditorBody {...body} />, body.query?.data);
}

/** The loading line of an area's page: a spinner and what is loading. */
export function PageLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex min-h-48 items-center justify-center gap-3 text-ink-700">
      <Spinner size={24} className="text-indigo-800" />
      {label}
    </p>
  );
}
