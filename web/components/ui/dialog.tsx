import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormAlert } from '@web/components/form/form-alert';
import { Spinner } from '@web/components/form/submit-button';
import { useT, type Message } from '@web/lib/i18n';

interface DialogProps {
  open: boolean;
  title: string;
  /** Escape, the backdrop and the cancel button all call this (not while `busy`). */
  onClose(): void;
  busy?: boolean;
  children: ReactNode;
  /** The dialog's buttons. */
  footer: ReactNode;
}

/**
 * A modal built on the native <dialog> (showModal): the browser keeps focus inside, makes the page
 * behind inert, closes on Escape and gives focus back to the opener, with no extra library.
 */
export function Dialog({ open, title, onClose, busy = false, children, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const busyRef = useRef(busy);
  useEffect(() => {
    onCloseRef.current = onClose;
    busyRef.current = busy;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Escape fires 'cancel': keep the dialog while a request runs, otherwise let the parent close it.
    const onCancel = (e: Event) => {
      e.preventDefault();
      if (!busyRef.current) onCloseRef.current();
    };
    el.addEventListener('cancel', onCancel);
    return () => el.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // A click on the backdrop lands on the <dialog> itself (the panel inside covers the rest).
      onClick={(e) => e.target === e.currentTarget && !busy && onClose()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[var(--radius-card)] bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-indigo-950/60"
    >
      {open ? (
        <div className="p-5 sm:p-6">
          <h2 id={titleId} className="text-lg font-bold text-indigo-900">
            {title}
          </h2>
          <div className="mt-3 text-sm text-ink-700">{children}</div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
        </div>
      ) : null}
    </dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** A refusal from the server, shown inside the dialog. */
  error?: Message | null;
  tone?: 'danger' | 'primary';
  onConfirm(): void;
  onCancel(): void;
}

/** "Are you sure?" before a destructive action (delete a product or a category). */
export function ConfirmDialog({ open, title, message, confirmLabel, busy = false, error, tone = 'danger', onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      footer={
        <>
          {/* Focus starts on the safe choice for destructive actions: a stray Enter cancels. */}
          <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy} autoFocus={tone === 'danger'}>
            {t('common.dialog.cancel')}
          </button>
          <button type="button" className={tone === 'danger' ? 'btn-accent' : 'btn-primary'} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined} autoFocus={tone !== 'danger'}>
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="space-y-3">
        <div>{message}</div>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
    </Dialog>
  );
}

interface DialogFormButtonsProps {
  /** The id of the dialog's <form>: the submit button sits in the footer, outside it. */
  formId: string;
  submitLabel: string;
  busy: boolean;
  onCancel(): void;
  /** danger: a red submit, and focus starts on Cancel so that a stray Enter does not do it. */
  tone?: 'primary' | 'danger';
}

/** The footer of a dialog that holds a form: Cancel, and the form's submit button with a spinner while busy. */
export function DialogFormButtons({ formId, submitLabel, busy, onCancel, tone = 'primary' }: DialogFormButtonsProps) {
  const t = useT();
  return (
    <>
      <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy} autoFocus={tone === 'danger' || undefined}>
        {t('common.dialog.cancel')}
      </button>
      <button type="submit" form={formId} className={tone === 'danger' ? 'btn-accent' : 'btn-primary'} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner /> : null}
        {submitLabel}
      </button>
    </>
  );
}
