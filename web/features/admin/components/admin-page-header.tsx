import type { ReactNode } from 'react';

/** Title row of an admin page: heading, one line of context, and the page's main action. */
export function AdminPageHeader({ title, description, action, children }: { title: string; description?: string; action?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-5 space-y-4 sm:mb-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="section-title">{title}</h1>
          {description ? <p className="mt-1 text-sm text-ink-700">{description}</p> : null}
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      {children}
    </header>
  );
}
