import type { ReactNode } from 'react';

/** A form-level message (server errors that belong to no single input, or a success text). */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  const styles = {
    error: 'border-pomegranate-600 bg-pomegranate-100 text-pomegranate-700',
    success: 'border-mulberry-600 bg-mulberry-100 text-mulberry-700',
    info: 'border-indigo-600 bg-indigo-50 text-indigo-900',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}
