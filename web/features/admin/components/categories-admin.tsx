import { useMemo, useState } from 'react';
import { categoryBodySchema, type CategoryBody } from '@shared/schemas/common';
import { errorMessage } from '@web/components/form/apply-api-error';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { PlusIcon } from '@web/components/ui/icons';
import type { Column } from '@web/components/ui/responsive-table';
import { notify } from '@web/features/notifications/notify';
import { useT, type Message } from '@web/lib/i18n';
import { titlesOf, useLocalTitle, type TitledInLanguages } from '@web/lib/local-title';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { adminCategoriesList, useCreateCategory, useDeleteCategory, useRenameCategory, type AdminCategoryIn, type CategoryArea } from '../api/categories';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminPageHeader } from './admin-page-header';
import { CategoryDialog, type CategoryField } from './category-dialog';
import { DataTable } from './data-table';
import { RowActions } from './row-actions';
import { useDates } from '@web/lib/dates';

/** What differs between the areas' pages; the rest (the list, the dialogs, the delete question) is one. */
interface CategoryPage<T> {
  /** The dictionary keys' prefix: `${words}.title`, `.create`, `.columns.title`, `.deleteText`, `.created`… */
  words: 'admin.categories' | 'admin.newsCategories' | 'admin.courseCategories';
  /** What uses a category: the column's header and the warning before deleting a used one (keys under `words`), and the count. */
  usage: { header: string; warning: string; count(item: T): number };
  /** The category's public page. */
  openPath(item: T): string;
}

const PAGES: { [A in CategoryArea]: CategoryPage<AdminCategoryIn<A>> } = {
  shop: { words: 'admin.categories', usage: { header: 'columns.products', warning: 'hasProducts', count: (c) => c.products_count }, openPath: (c) => paths.category(c.meta) },
  news: { words: 'admin.newsCategories', usage: { header: 'columns.news', warning: 'hasNews', count: (c) => c.news_count }, openPath: (c) => paths.newsCategory(c.meta) },
  courses: { words: 'admin.courseCategories', usage: { header: 'columns.courses', warning: 'hasCourses', count: (c) => c.courses_count }, openPath: (c) => paths.courseCategory(c.meta) },
};

/** The title fields of a category (shop, news, courses alike): the Uzbek one, required, then the Russian and the English one. */
type CategoryTitleField = 'title' | 'title_ru' | 'title_en';

/**
 * The create / rename dialog of a category named in the three languages: Uzbek is required; Russian and
 * English are shown to readers of those languages, and an empty one shows the Uzbek (the note says so).
 */
function useTitledCategoryDialog() {
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

/** The create, rename and delete of an area's categories, each with its toast. */
function useCategoryActions<A extends CategoryArea>(area: A, words: CategoryPage<unknown>['words']) {
  const createCategory = useCreateCategory(area);
  const renameCategory = useRenameCategory(area);
  const deleteCategory = useDeleteCategory(area);
  type Item = AdminCategoryIn<A>;
  return {
    create: async (titles: CategoryBody) => {
      await createCategory.mutateAsync(titles);
      notify({ type: 'success', title: { key: `${words}.created` }, comment: titlesOf(titles) });
    },
    rename: async (c: Item, titles: CategoryBody) => {
      await renameCategory.mutateAsync({ guid: c.guid, ...titles });
      notify({ type: 'success', title: { key: `${words}.renamed` }, comment: titlesOf(titles) });
    },
    remove: async (c: Item) => {
      await deleteCategory.mutateAsync(c.guid);
      notify({ type: 'success', title: { key: `${words}.deleted` }, comment: titlesOf(c) });
    },
  };
}

/** The delete question's state: the category asked about, the busy flag and a refusal shown in the dialog. */
function useDeleteQuestion<Item>(remove: (item: Item) => Promise<void>) {
  const t = useT();
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = (item: Item) => {
    setError(null);
    setDeleting(item);
  };
  const confirm = async () => {
    if (!deleting) return;
    setError(null);
    setBusy(true);
    try {
      await remove(deleting);
      setDeleting(null);
    } catch (err) {
      // A category still in use has its own text (409); the dialog stays open to show it.
      setError(errorMessage(err, t('admin.table.error')));
    } finally {
      setBusy(false);
    }
  };
  return { deleting, error, busy, ask, confirm, cancel: () => setDeleting(null) };
}

/**
 * An area's admin list of categories (/admin/onlineshop/categories/, /admin/news/categories/,
 * /admin/courses/categories/), named in the three languages, with create, rename and delete (refused
 * while something uses one).
 */
export function CategoriesAdmin<A extends CategoryArea>({ area }: { area: A }) {
  const t = useT();
  const dates = useDates();
  const { words, usage, openPath } = PAGES[area];
  const w = (key: string, params?: Record<string, string | number>) => t(`${words}.${key}`, params);
  usePageHead({ title: w('title') });
  const titleOf = useLocalTitle();
  const list = useAdminList(adminCategoriesList(area));
  const actions = useCategoryActions(area, words);
  type Item = AdminCategoryIn<A>;
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Item | null>(null);
  const question = useDeleteQuestion<Item>(actions.remove);

  const columns: Column<Item>[] = [
    // The title is the admins' own words: the language check (e2e/language.spec.ts) does not read it as the site's.
    { id: 'title', header: w('columns.title'), primary: true, cell: (c) => <span data-user-content>{titleOf(c)}</span> },
    { id: 'meta', header: w('columns.meta'), cell: (c) => <code className="rounded bg-cream-100 px-1.5 py-0.5 text-xs break-all text-ink-700">{c.meta}</code> },
    { id: 'count', header: w(usage.header), cell: usage.count },
    { id: 'created', header: w('columns.created'), className: 'md:whitespace-nowrap', cell: (c) => dates.date(c.created_at) },
  ];
  const deleting = question.deleting;
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
      <DataTable<Item>
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
              { label: w('delete'), tone: 'danger', onSelect: () => question.ask(c) },
            ]}
          />
        )}
      />
      <CategoryDialogs
        w={w}
        creating={creating}
        renaming={renaming}
        onCloseCreate={() => setCreating(false)}
        onCloseRename={() => setRenaming(null)}
        onCreate={actions.create}
        onRename={(values) => actions.rename(renaming!, values)}
      />
      <ConfirmDialog
        open={!!deleting}
        title={w('deleteTitle')}
        message={
          <>
            {w('deleteText', { title: deleting ? titleOf(deleting) : '' })}
            {used > 0 ? <span className="mt-2 block text-pomegranate-700">{w(usage.warning, { count: used })}</span> : null}
          </>
        }
        confirmLabel={w('delete')}
        busy={question.busy}
        error={question.error}
        onConfirm={() => void question.confirm()}
        onCancel={question.cancel}
      />
    </>
  );
}

/** The create and the rename dialog of a category. */
function CategoryDialogs(props: {
  w: (key: string) => string;
  creating: boolean;
  renaming: TitledInLanguages | null;
  onCloseCreate: () => void;
  onCloseRename: () => void;
  onCreate: (values: CategoryBody) => Promise<void>;
  onRename: (values: CategoryBody) => Promise<void>;
}) {
  const { w, renaming } = props;
  const dialog = useTitledCategoryDialog();
  return (
    <>
      <CategoryDialog
        open={props.creating}
        title={w('createTitle')}
        submitLabel={w('save')}
        fields={dialog.fields}
        schema={dialog.schema}
        note={dialog.note}
        onClose={props.onCloseCreate}
        onSubmit={props.onCreate}
      />
      <CategoryDialog
        open={!!renaming}
        title={w('renameTitle')}
        submitLabel={w('save')}
        fields={dialog.fields}
        schema={dialog.schema}
        note={dialog.note}
        initial={renaming ? dialog.valuesOf(renaming) : undefined}
        onClose={props.onCloseRename}
        onSubmit={props.onRename}
      />
    </>
  );
}
