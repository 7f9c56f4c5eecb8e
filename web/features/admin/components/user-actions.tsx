import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { BLOCK_REASON_MAX, type Role } from '@shared/constants';
import { adminBlockSchema, adminRoleChangeSchema, type AdminUser } from '@shared/schemas/users';
import { errorMessage } from '@web/components/form/apply-api-error';
import { useApiForm } from '@web/components/form/use-api-form';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FormAlert } from '@web/components/form/form-alert';
import { ConfirmDialog, Dialog, DialogFormButtons } from '@web/components/ui/dialog';
import { notify } from '@web/features/notifications/notify';
import { useT, type Message, type TFunction } from '@web/lib/i18n';
import { useBlockUser } from '../api/block-user';
import { useChangeUserRole } from '../api/change-user-role';
import { useSendPasswordReset } from '../api/send-password-reset';
import { mayManageUser, rolesToOffer } from '../lib/user-permissions';
import type { RowAction } from './row-actions';

export type UserDialog = { kind: 'role' | 'block' | 'unblock' | 'reset'; user: AdminUser } | null;

interface Actor {
  guid: string;
  role: Role;
}

/**
 * The row actions of a user the signed-in admin may act on (issue 15): change role (only when some
 * role may be given), block or unblock, send a password-reset code, and the call link. An action the
 * reader may not do is not offered; the server checks the same limits.
 */
export function userRowActions(t: TFunction, actor: Actor | null, user: AdminUser, open: (d: UserDialog) => void): RowAction[] {
  const actions: RowAction[] = [];
  if (actor) {
    if (rolesToOffer(actor, user).length) actions.push({ label: t('admin.users.actions.changeRole'), onSelect: () => open({ kind: 'role', user }) });
    if (mayManageUser(actor, user)) {
      actions.push(
        user.is_blocked
          ? { label: t('admin.users.actions.unblock'), onSelect: () => open({ kind: 'unblock', user }) }
          : { label: t('admin.users.actions.block'), onSelect: () => open({ kind: 'block', user }), tone: 'danger' },
      );
      actions.push({ label: t('admin.users.actions.reset'), onSelect: () => open({ kind: 'reset', user }) });
    }
  }
  actions.push({ label: t('admin.users.call'), to: `tel:+998${user.phone}`, external: true });
  return actions;
}

/** The dialogs of the user row actions; `dialog` says which is open and for whom. */
export function UserActionDialogs({ actor, dialog, name, onClose }: { actor: Actor | null; dialog: UserDialog; name(u: AdminUser): string; onClose(): void }) {
  const user = dialog?.user;
  return (
    <>
      <RoleDialog key={`role-${user?.guid}`} open={dialog?.kind === 'role'} actor={actor} user={user} name={user ? name(user) : ''} onClose={onClose} />
      <BlockDialog key={`block-${user?.guid}`} open={dialog?.kind === 'block'} user={user} name={user ? name(user) : ''} onClose={onClose} />
      <UnblockDialog key={`unblock-${user?.guid}`} open={dialog?.kind === 'unblock'} user={user} name={user ? name(user) : ''} onClose={onClose} />
      <ResetDialog key={`reset-${user?.guid}`} open={dialog?.kind === 'reset'} user={user} name={user ? name(user) : ''} onClose={onClose} />
    </>
  );
}

interface DialogProps {
  open: boolean;
  user: AdminUser | undefined;
  name: string;
  onClose(): void;
}

function RoleDialog({ open, actor, user, name, onClose }: DialogProps & { actor: Actor | null }) {
  const t = useT();
  const id = useId();
  const change = useChangeUserRole();
  const roles = actor && user ? rolesToOffer(actor, user) : [];
  const { control, alert, submit: send } = useApiForm<z.input<typeof adminRoleChangeSchema>, z.output<typeof adminRoleChangeSchema>>({ schema: adminRoleChangeSchema, fields: ['role'] });
  const role = useController({ control, name: 'role' });
  const submit = send(async (values) => {
    if (!user) return;
    await change.mutateAsync({ guid: user.guid, role: values.role });
    notify({ type: 'success', title: { key: 'admin.users.actions.roleChanged' }, comment: `${name}: ${t(`admin.roles.${values.role}`)}` });
    onClose();
  });
  // No role chosen, or the server's word on it: shown above the buttons, like any refusal.
  const error = role.fieldState.error?.message ?? alert;
  return (
    <Dialog
      open={open}
      title={t('admin.users.actions.roleTitle')}
      onClose={onClose}
      busy={change.isPending}
      footer={<DialogFormButtons formId={`${id}-form`} submitLabel={t('admin.users.actions.roleSubmit')} busy={change.isPending} onCancel={onClose} />}
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="space-y-3">
        {user ? <p>{t('admin.users.actions.roleText', { name, role: t(`admin.roles.${user.role}`) })}</p> : null}
        <fieldset>
          <legend className="label">{t('admin.users.actions.newRole')}</legend>
          <div className="space-y-1">
            {roles.map((r, i) => (
              <label key={r} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-indigo-50">
                <input type="radio" name="role" value={r} checked={role.field.value === r} onChange={() => role.field.onChange(r)} autoFocus={i === 0} className="size-4 accent-indigo-800" />
                <span className="font-medium text-ink-900">{t(`admin.roles.${r}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </form>
    </Dialog>
  );
}

function BlockDialog({ open, user, name, onClose }: DialogProps) {
  const t = useT();
  const id = useId();
  const block = useBlockUser();
  const { register, formState: { errors }, alert, submit: send } = useApiForm({ schema: adminBlockSchema, defaultValues: { reason: '' }, fields: ['reason'] });
  const submit = send(async (values) => {
    if (!user) return;
    await block.mutateAsync({ guid: user.guid, block: true, reason: values.reason });
    notify({ type: 'success', title: { key: 'admin.users.actions.blocked' }, comment: name });
    onClose();
  });
  return (
    <Dialog
      open={open}
      title={t('admin.users.actions.blockTitle')}
      onClose={onClose}
      busy={block.isPending}
      footer={<DialogFormButtons formId={`${id}-form`} submitLabel={t('admin.users.actions.block')} busy={block.isPending} onCancel={onClose} tone="danger" />}
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="space-y-3">
        <p>{t('admin.users.actions.blockText', { name })}</p>
        <div>
          <label htmlFor={`${id}-reason`} className="label">
            {t('admin.users.actions.blockReason')}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={BLOCK_REASON_MAX}
            className="input resize-y"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={describedBy(errors.reason && `${id}-reason-error`)}
            {...register('reason')}
          />
          <p className="mt-1 text-xs text-ink-500">{t('admin.users.actions.blockReasonHint')}</p>
          <FieldError id={`${id}-reason-error`} message={errors.reason?.message} />
        </div>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
      </form>
    </Dialog>
  );
}

function UnblockDialog(props: DialogProps) {
  const block = useBlockUser();
  return <ConfirmUserAction {...props} keys="unblock" run={(guid) => block.mutateAsync({ guid, block: false })} busy={block.isPending} />;
}

function ResetDialog(props: DialogProps) {
  const reset = useSendPasswordReset();
  return <ConfirmUserAction {...props} keys="reset" run={(guid) => reset.mutateAsync({ guid })} busy={reset.isPending} />;
}

/** Words of a confirmed action: admin.users.actions.{title, text, confirm, done}. */
const CONFIRM_KEYS = {
  unblock: { title: 'unblockTitle', text: 'unblockText', confirm: 'unblock', done: 'unblocked' },
  reset: { title: 'resetTitle', text: 'resetText', confirm: 'resetSubmit', done: 'resetSent' },
} as const;

/** An action on a user that needs only a "yes" (unblock, send a reset code): its error stays in the dialog, its success is a toast. */
function ConfirmUserAction({ open, user, name, onClose, keys, run, busy }: DialogProps & { keys: keyof typeof CONFIRM_KEYS; run(guid: string): Promise<unknown>; busy: boolean }) {
  const t = useT();
  const words = CONFIRM_KEYS[keys];
  const [error, setError] = useState<Message | null>(null);
  return (
    <ConfirmDialog
      open={open}
      tone="primary"
      title={t(`admin.users.actions.${words.title}`)}
      message={t(`admin.users.actions.${words.text}`, { name })}
      confirmLabel={t(`admin.users.actions.${words.confirm}`)}
      busy={busy}
      error={error}
      onCancel={onClose}
      onConfirm={async () => {
        if (!user) return;
        setError(null);
        try {
          await run(user.guid);
        } catch (err) {
          setError(errorMessage(err));
          return;
        }
        notify({ type: 'success', title: { key: `admin.users.actions.${words.done}` }, comment: name });
        onClose();
      }}
    />
  );
}
