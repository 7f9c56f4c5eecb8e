import type { ReactNode } from 'react';
import { AlertIcon, RefreshIcon } from './icons';

/** A calm, inline message for a section that failed to load, with a retry button. */
export function ErrorState({ message, retryLabel, onRetry }: { message: string; retryLabel?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-pomegranate-100 bg-white p-5 text-ink-700 sm:flex-row sm:items-center">
      <AlertIcon className="shrink-0 text-pomegranate-600" size={24} />
      <p className="flex-1">{message}</p>
      {onRetry && retryLabel ? (
        <button type="button" className="btn-outline" onClick={onRetry}>
          <RefreshIcon size={16} />
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}

/** Shown when a list is empty. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed border-ink-300 bg-white/60 p-6 text-center text-ink-500">{children}</p>;
}
