import { useId, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { formatPhone } from '@shared/format/phone';
import type { AdminUser } from '@shared/schemas/users';
import { USER_LIST_TYPES, adminUsersList, isUserListType, type UserListType } from '@web/features/admin/api/list-users';
import { AdminListPage } from './admin-list-page';
import type { Column } from '@web/components/ui/responsive-table';
import { UserActionDialogs, userRowActions, type UserDialog } from '@web/features/admin/components/user-actions';
import { grantableRoles } from '@shared/constants';
import { useSession } from '@web/features/auth/api/get-profile';
import { personName } from '@web/components/ui/avatar';
import { useT } from '@web/lib/i18n';
import { usePurposeLabel } from '@web/lib/purposes';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { useDates } from '@web/lib/dates';

/** /admin/users/{type}: all, admins, mods, housemakers, users (spec §2, §6); any other type is not a page. */
export function Component() {
  const { type } = useParams();
  if (!isUserListType(type)) return <NoSuchList />;
  // Keyed by type: another filter starts from page 1 with an empty search and no dialog open.
  return <UsersPage key={type} type={type} />;
}

function NoSuchList() {
  const t = useT();
  usePageHead({ title: t('admin.notFound') });
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-indigo-900">{t('admin.notFound')}</h1>
      <Link to={paths.admin.users('all')} className="btn-outline mt-6">
        {t('admin.users.backToAll')}
      </Link>
    </div>
  );
}

function UsersPage({ type }: { type: UserListType }) {
  const t = useT();
  const dates = useDates();
  const purposeLabel = usePurposeLabel();
  const { user } = useSession();
  const actor = user ? { guid: user.guid, role: user.role } : null;
  const [dialog, setDialog] = useState<UserDialog>(null);
  const name = (u: AdminUser) => personName(u) || formatPhone(u.phone);

  const columns: Column<AdminUser>[] = [
    { id: 'name', header: t('admin.users.columns.name'), primary: true, cell: name },
    { id: 'phone', header: t('admin.users.columns.phone'), className: 'md:whitespace-nowrap', cell: (u) => formatPhone(u.phone) },
    {
      id: 'role',
      header: t('admin.users.columns.role'),
      cell: (u) => <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-900">{t(`admin.roles.${u.role}`)}</span>,
    },
    {
      id: 'purposes',
      header: t('admin.users.columns.purposes'),
      cell: (u) => (u.purposes.length ? <span className="text-ink-700">{u.purposes.map(purposeLabel).join(', ')}</span> : <span className="text-ink-500">—</span>),
    },
    {
      id: 'status',
      header: t('admin.users.columns.status'),
      cell: (u) => (u.is_blocked ? <BlockedBadge reason={u.blocked_reason} /> : <span className="text-ink-700">{t('admin.users.status.active')}</span>),
    },
    { id: 'created', header: t('admin.users.columns.created'), className: 'md:whitespace-nowrap', cell: (u) => dates.date(u.created_at) },
  ];

  return (
    <AdminListPage
      title={t('admin.users.title')}
      headTitle={`${t('admin.users.title')}: ${t(`admin.users.types.${type}`)}`}
      description={t(`admin.users.descriptions.${type}`)}
      // Only those who may give some role create users (a moderator does not).
      create={user && grantableRoles(user.role).length ? { to: paths.admin.userCreate(), label: t('admin.users.add') } : undefined}
      filters={<UserTypeFilter />}
      source={adminUsersList(type)}
      caption={t(`admin.users.types.${type}`)}
      columns={columns}
      rowKey={(u) => u.guid}
      rowLabel={name}
      emptyText={t('admin.users.empty')}
      rowActions={(u) => userRowActions(t, actor, u, setDialog)}
    >
      <UserActionDialogs actor={actor} dialog={dialog} name={name} onClose={() => setDialog(null)} />
    </AdminListPage>
  );
}

function UserTypeFilter() {
  const t = useT();
  return (
    <nav aria-label={t('admin.users.filter')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-xl bg-white p-1 shadow-[var(--shadow-card)]">
        {USER_LIST_TYPES.map((k) => (
          <li key={k}>
            <NavLink
              to={paths.admin.users(k)}
              className={({ isActive }) =>
                `flex min-h-10 items-center rounded-lg px-3.5 text-sm font-semibold whitespace-nowrap transition-colors ${isActive ? 'bg-indigo-800 text-white' : 'text-ink-700 hover:bg-indigo-50'}`
              }
            >
              {t(`admin.users.types.${k}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * 'Bloklangan', with the reason: a button, so the reason opens on a tap as well as on hover (a native
 * popover, in the top layer; the reason is also its accessible description).
 */
function BlockedBadge({ reason }: { reason: string | null }) {
  const t = useT();
  const id = useId().replace(/:/g, '');
  const text = reason?.trim() || t('admin.users.status.noReason');
  return (
    <>
      <button
        type="button"
        popoverTarget={`blocked-${id}`}
        title={text}
        aria-describedby={`blocked-${id}-text`}
        className="rounded-full bg-pomegranate-100 px-2.5 py-0.5 text-xs font-semibold text-pomegranate-700"
      >
        {t('admin.users.status.blocked')}
      </button>
      <span id={`blocked-${id}-text`} hidden>
        {text}
      </span>
      <div id={`blocked-${id}`} popover="auto" className="m-auto max-w-xs rounded-xl border border-ink-100 bg-white p-4 text-sm text-ink-900 shadow-xl">
        <p className="font-semibold text-indigo-900">{t('admin.users.status.reason')}</p>
        <p className="mt-1 break-words">{text}</p>
      </div>
    </>
  );
}
