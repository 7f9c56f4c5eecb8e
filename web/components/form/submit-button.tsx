import type { ReactNode } from 'react';
import { useHydrated } from '@web/lib/hydrated';

/** Submit button that shows it is busy and cannot be pressed twice, nor before the page's script has taken over. */
export function SubmitButton({ busy, children, busyText, className }: { busy: boolean; children: ReactNode; busyText: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className ?? 'btn-primary w-full'} disabled={busy || !hydrated} aria-busy={busy || undefined}>
      {busy && <Spinner />}
      {busy ? busyText : children}
    </button>
  );
}

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`} />;
}
