import { useState, type ComponentProps } from 'react';
import { useT } from '@web/lib/i18n';

/** Password box with a show/hide toggle; the toggle is a real button so it works by keyboard. */
export function PasswordInput({ className, ...props }: ComponentProps<'input'>) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <div className="relative">
      {/* autocapitalize applies to text only: HTML does not allow it on a password box, which never capitalises anyway. */}
      <input {...props} type={visible ? 'text' : 'password'} className={`${className ?? 'input'} pr-12`} autoCapitalize={visible ? 'off' : undefined} autoCorrect="off" spellCheck={false} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-controls={props.id}
        aria-label={visible ? t('auth.form.hidePassword') : t('auth.form.showPassword')}
        className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-ink-500 hover:text-indigo-800"
      >
        {visible ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M3 3l18 18M10.6 10.6a2 2 0 002.8 2.8M9.9 5.1A9.8 9.8 0 0112 5c5 0 9 4.5 10 7-.4 1-1.3 2.5-2.6 3.8M6.1 6.1C4 7.5 2.6 9.6 2 12c1 2.5 5 7 10 7 1.7 0 3.3-.5 4.6-1.3" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12z" />
            <circle cx="12" cy="12" r="3" />
          </svg>
        )}
      </button>
    </div>
  );
}
