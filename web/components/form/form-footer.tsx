import { Link } from 'react-router';
import type { Message } from '@web/lib/i18n';
import { FormAlert } from './form-alert';
import { Spinner } from './submit-button';

interface FormFooterProps {
  alert: Message | null;
  /** Where Cancel goes. */
  cancelTo: string;
  cancelLabel: string;
  submitLabel: string;
  /** The submit's words, and the progress bar's name, while the form sends. */
  busyLabel: string;
  busy: boolean;
}

/** The end of a long form (a product's, an announcement's): its alert, Cancel and the submit, and a progress bar while it sends. */
export function FormFooter({ alert, cancelTo, cancelLabel, submitLabel, busyLabel, busy }: FormFooterProps) {
  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Link to={cancelTo} className="btn-ghost">
          {cancelLabel}
        </Link>
        <button type="submit" className="btn-primary sm:min-w-48" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : null}
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
      {busy ? (
        <div role="progressbar" aria-label={busyLabel} className="h-1 overflow-hidden rounded-full bg-indigo-100">
          <div className="nav-progress h-full w-full" />
        </div>
      ) : null}
    </>
  );
}
