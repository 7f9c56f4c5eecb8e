import { useMemo, useState, type ReactNode } from 'react';
import { formatDate } from '@shared/format/date';
import { categoryBodySchema, type Paged } from '@shared/schemas/common';
import { errorMessage } from '@web/components/form/apply-api-error';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { PlusIcon } from '@web/components/ui/icons';
import type { Column } from '@web/components/ui/responsive-table';
import { useT, type Message } from '@web/lib/i18n';
import type { TitledInLanguages } from '@web/lib/local-title';
import { usePageHead } from '@web/lib/page-head';
import { useAdminList, type AdminListBody } from '../hooks/use-admin-list';
import { AdminPageHeader } from './admin-page-header';
import { CategoryDialog, type CategoryField } from './category-dialog';
import { DataTable } from './data-table';
import { RowActions } from './row-actions';

interface AdminCategoryRow {
  guid: string;
  meta: string;
  created_at: string;
}

interface CategoriesAdminProps<T extends AdminCategoryRow, K extends string> {
  /** The dictionary keys' prefix: `${words}.title`, `.create`, `.columns.title`, `.deleteText`… */
  words: 'admin.categories' | 'admin.newsCategories' | 'admin.courseCategories';
  queryKey: readonly unknown[];
  fetchPage(body: AdminListBody, signal: AbortSignal): Promise<Paged<T>>;
  /** The category's title as the reader sees it (row labels, the delete question) and in its cell. */
  titleOf(item: T): string;
  titleCell(item: T): ReactNode;
  /** What uses the category: the column's header, the count, and the warning before deleting a used one. */
  usage: { header: string; count(item: T): number; warning(count: number): string };
  openPath(item: T): string;
  /** The dialog's title fields, the schema they are checked with, and an item's current values. */
  dialog: { fields: readonly CategoryField<K>[]; schema: CategoryDialogPropsSchema<K>; note?: string; valuesOf(item: T): Record<K, string> };
  /** Send the change and tell of it; a thrown error is shown in the dialog. */
  create(values: Record<K, string>): Promise<unknown>;
  rename(item: T, values: Record<K, string>): Promise<unknown>;
  remove(item: T): Promise<unknown>;
}
type CategoryDialogPropsSchema<K extends string> = Parameters<typeof CategoryDialog<K>>[0]['schema'];

/** The title fields of a category (shop, news, courses alike): the Uzbek one, required, then the Russian and the English one. */
export type CategoryTitleField = 'title' | 'title_ru' | 'title_en';

/**
 * The create / rename dialog of a category named in the three languages: Uzbek is required; Russian and
 * English are shown to readers of those languages, and an empty one shows the Uzbek (the note says so).
 */
export function useTitledCategoryDialog() {
  const t = useT();
  return useMemo(
    () => ({
      fields: [
        { name: 'title', label: t('admin.categories.nameUz'), required: true },
        { name: 'title_ru', label: t('admin.categories.nameRu') },
        { name: 'title_en', label: t('admin.categories.nameEn') },
      ] as const satisfies readonly CategoryField<CategoryTitleField>[],
      schema: categoryBodySchema,
      note: t('admin.categories.nameFallback'),
      valuesOf: (c: TitledInLanguages): Record<CategoryTitleField, string> => ({ title: c.title, title_ru: c.title_ru ?? '', title_en: c.title_en ?? '' }),
    }),
    [t],
  );
}

/** An admin list of categories (the shop's, the news', the courses') with create, rename and delete (refused while something uses one). */
export function CategoriesAdmin<T extends AdminCategoryRow, K extends string>({ words, queryKey, fetchPage, titleOf, titleCell, usage, openPath, dialog, create, rename, remove }: CategoriesAdminProps<T, K>) {
  const t = useT();
  const w = (key: string, params?: Record<string, string | number>) => t(`${words}.${key}`, params);
  usePageHead({ title: w('title') });
  const list = useAdminList<T>({ queryKey, fetchPage });
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState<Message | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    setDeleteBusy(true);
    try {
      await remove(deleting);
      setDeleting(null);
    } catch (err) {
      // A category still in use has its own text (409); the dialog stays open to show it.
      setDeleteError(errorMessage(err, t('admin.table.error')));
    } finally {
      setDeleteBusy(false);
    }
  };

  const columns: Column<T>[] = [
    { id: 'title', header: w('columns.title'), primary: true, cell: titleCell },
    { id: 'meta', header: w('columns.meta'), cell: (c) => <code className="rounded bg-cream-100 px-1.5 py-0.5 text-xs break-all text-ink-700">{c.meta}</code> },
    { id: 'count', header: usage.header, cell: usage.count },
    { id: 'created', header: w('columns.created'), className: 'md:whitespace-nowrap', cell: (c) => formatDate(c.created_at, new Date(), t('common.today')) },
  ];
  const used = deleting ? usage.count(deleting) : 0;

  return (
    <>
      <AdminPageHeader
        title={w('title')}
        description={w('description')}
        action={
          <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => setCreating(true)}>
            <PlusIcon size={18} />
            {w('create')}
          </button>
        }
      />
      <DataTable
        list={list}
        caption={w('title')}
        columns={columns}
        rowKey={(c) => c.guid}
        rowLabel={titleOf}
        searchPlaceholder={w('searchPlaceholder')}
        emptyText={w('empty')}
        actions={(c) => (
          <RowActions
            label={titleOf(c)}
            actions={[
              { label: w('open'), to: openPath(c) },
              { label: w('rename'), onSelect: () => setRenaming(c) },
              {
                label: w('delete'),
                tone: 'danger',
                onSelect: () => {
                  setDeleteError(null);
                  setDeleting(c);
                },
              },
            ]}
          />
        )}
      />
      <CategoryDialog
        open={creating}
        title={w('createTitle')}
        submitLabel={w('save')}
        fields={dialog.fields}
        schema={dialog.schema}
        note={dialog.note}
        onClose={() => setCreating(false)}
        onSubmit={create}
      />
      <CategoryDialog
        open={!!renaming}
        title={w('renameTitle')}
        submitLabel={w('save')}
        fields={dialog.fields}
        schema={dialog.schema}
        note={dialog.note}
        initial={renaming ? dialog.valuesOf(renaming) : undefined}
        onClose={() => setRenaming(null)}
        onSubmit={(values) => rename(renaming!, values)}
      />
      <ConfirmDialog
        open={!!deleting}
        title={w('deleteTitle')}
        message={
          <>
            {w('deleteText', { title: deleting ? titleOf(deleting) : '' })}
            {used > 0 ? <span className="mt-2 block text-pomegranate-700">{usage.warning(used)}</span> : null}
          </>
        }
        confirmLabel={w('delete')}
        busy={deleteBusy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
