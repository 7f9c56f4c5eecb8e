import type { ReactNode } from 'react';

/** Submit button that shows it is busy and cannot be pressed twice. */
export function SubmitButton({ busy, children, busyText, className }: { busy: boolean; children: ReactNode; busyText: string; className?: string }) {
  return (
    <button type="submit" className={className ?? 'btn-primary w-full'} disabled={busy} aria-busy={busy || undefined}>
      {busy && <Spinner />}
      {busy ? busyText : children}
    </button>
  );
}

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`} />;
}
