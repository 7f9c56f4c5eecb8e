// The admin list kit: each admin list page is its columns, its source and its row actions.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { notify } from '@web/features/notifications/notify';
import type { NotifyInput } from '@web/features/notifications/notification-store';
import { errorMessage } from '@web/components/form/apply-api-error';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { PlusIcon } from '@web/components/ui/icons';
import type { Column } from '@web/components/ui/responsive-table';
import { useT, type Message } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { useAdminList, type AdminListSource } from '@web/features/admin/hooks/use-admin-list';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { DataTable } from '@web/features/admin/components/data-table';
import { RowActions, type RowAction } from '@web/features/admin/components/row-actions';

/** The words of the delete confirmation. */
interface AdminDeleteWords {
  title: string;
  /** The question, given the row's label. */
  text(label: string): string;
  confirm: string;
  /** The notification once deleted (its comment is the row's label). */
  done: NotifyInput['title'];
}

/**
 * Deleting a row after a confirmation: the mutation, the row's key for it, and the words of the dialog,
 * or their dictionary prefix (`${words}.deleteTitle`, `.deleteText` ({title}), `.delete`, `.deleted`).
 */
type AdminListDelete<T, K> = {
  mutation: { mutate(key: K, callbacks: { onSuccess(): void; onError(err: unknown): void }): void; isPending: boolean };
  keyOf(row: T): K;
} & (AdminDeleteWords | { words: string });

function deleteWords(t: (key: string, params?: Record<string, string>) => string, remove: AdminDeleteWords | { words: string }): AdminDeleteWords {
  if (!('words' in remove)) return remove;
  const { words } = remove;
  return { title: t(`${words}.deleteTitle`), text: (title) => t(`${words}.deleteText`, { title }), confirm: t(`${words}.delete`), done: { key: `${words}.deleted` } };
}

/**
 * The words of an admin list under one dictionary prefix (`${words}.title`, `.description`,
 * `.searchPlaceholder`, `.empty`): the page's heading, the table's caption and its texts.
 */
export function adminListWords(t: (key: string) => string, words: string) {
  const title = t(`${words}.title`);
  return { title, caption: title, description: t(`${words}.description`), searchPlaceholder: t(`${words}.searchPlaceholder`), emptyText: t(`${words}.empty`) };
}

interface AdminListProps<T, K = string> {
  source: AdminListSource<T>;
  caption: string;
  columns: Column<T>[];
  rowKey(row: T): string;
  rowLabel(row: T): string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** The row's '⋯' menu; `askDelete` opens the delete confirmation for the row. */
  rowActions?(row: T, askDelete: () => void): RowAction[];
  /** The row's actions as they are, instead of the menu. */
  actions?(row: T): ReactNode;
  remove?: AdminListDelete<T, K>;
  /** Rows hidden at once (before the list is asked again), e.g. just approved. */
  hidden?(row: T): boolean;
  /** After the table, inside the list (its dialogs). */
  children?: ReactNode;
}

/**
 * An admin list (spec §2): the table of a source with search, page size and pages (DataTable), each
 * row's actions, and the confirmation before a row is deleted.
 */
function AdminList<T, K = string>({ source, rowActions, actions, remove, hidden, children, ...table }: AdminListProps<T, K>) {
  const list = useAdminList<T>(source);
  const deletion = useRowDelete(remove, table.rowLabel);
  const rows = hidden ? list.rows.filter((row) => !hidden(row)) : list.rows;
  return (
    <>
      <DataTable
        {...table}
        list={{ ...list, rows }}
        actions={rowActions ? (row) => <RowActions label={table.rowLabel(row)} actions={rowActions(row, () => deletion.ask(row))} /> : actions}
      />
      {remove ? deletion.dialog : null}
      {children}
    </>
  );
}

function useRowDelete<T, K>(remove: AdminListDelete<T, K> | undefined, label: (row: T) => string) {
  const t = useT();
  const [row, setRow] = useState<T | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const said = remove ? deleteWords(t, remove) : null;
  const confirm = () => {
    if (!row || !remove || !said) return;
    setError(null);
    remove.mutation.mutate(remove.keyOf(row), {
      onSuccess: () => {
        notify({ type: 'success', title: said.done, comment: label(row) });
        setRow(null);
      },
      onError: (err) => setError(errorMessage(err, t('admin.table.error'))),
    });
  };
  const ask = (next: T) => {
    setError(null);
    setRow(next);
  };
  const dialog = remove && said ? (
    <ConfirmDialog
      open={!!row}
      title={said.title}
      message={said.text(row ? label(row) : '')}
      confirmLabel={said.confirm}
      busy={remove.mutation.isPending}
      error={error}
      onConfirm={confirm}
      onCancel={() => setRow(null)}
    />
  ) : null;
  return { ask, dialog };
}

export interface AdminListPageProps<T, K> extends AdminListProps<T, K> {
  title: string;
  description: string;
  /** The page's title in the tab, when not its heading. */
  headTitle?: string;
  /** The heading's 'add' link. */
  create?: { to: string; label: string };
  /** Under the heading: the list's own filters. */
  filters?: ReactNode;
  /** The filter the list is for: another one starts the list afresh (page 1, no search). */
  listKey?: string;
}

/** An admin list page: its heading (with the 'add' link and the filters), then the list. */
export function AdminListPage<T, K = string>({ title, description, headTitle, create, filters, listKey, ...list }: AdminListPageProps<T, K>) {
  usePageHead({ title: headTitle ?? title });
  return (
    <>
      <AdminPageHeader
        title={title}
        description={description}
        action={
          create ? (
            <Link to={create.to} className="btn-primary w-full sm:w-auto">
              <PlusIcon size={18} />
              {create.label}
            </Link>
          ) : undefined
        }
      >
        {filters}
      </AdminPageHeader>
      <AdminList key={listKey} {...list} />
    </>
  );
}
