import type { ReactNode } from 'react';
import { EditorPage, ItemUnavailable, PageLoading } from '@web/components/ui/editor-page';
import type { ItemQuery } from '@web/components/ui/item-page';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { AdminPageHeader } from './admin-page-header';

interface AdminEditorPageProps<T> {
  title: string;
  /** The line under the title: what creating makes, or (editing) the item's own name. */
  description(item: T | undefined): string | undefined;
  /** The page's main action beside the title (e.g. 'open' once the item is published). */
  action?(item: T | undefined): ReactNode;
  /** The item's query when editing; absent when creating. */
  query?: ItemQuery<T>;
  form(item?: T): ReactNode;
  /** What an item that is not here is called ('Yangilik topilmadi'). */
  notFound: string;
  /** The way back to the list. */
  back: { to: string; label: string };
  /** Why this reader may not use the form at all (their role): shown instead of it, with the way back. */
  refusal?: string;
}

/**
 * An admin editor page, for creating and editing alike: the admin heading, then the form, or the
 * item's loading, not-found and error states (with the admin area's words).
 */
export function AdminEditorPage<T>({ title, description, action, query, form, notFound, back, refusal }: AdminEditorPageProps<T>) {
  const t = useT();
  usePageHead({ title });
  return (
    <EditorPage
      query={query}
      form={refusal === undefined ? form : () => <ItemUnavailable text={refusal} back={back} />}
      loading={<PageLoading label={t('admin.loading')} />}
      unavailable={() => <ItemUnavailable text={notFound} back={back} />}
      error={{ message: t('admin.table.error'), retry: t('admin.table.retry') }}
      frame={(body, item) => (
        <>
          <AdminPageHeader title={title} description={refusal === undefined ? description(item) : undefined} action={action?.(item)} />
          {body}
        </>
      )}
    />
  );
}
