import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The heading's id: the section is named by it. */
  id: string;
  title: ReactNode;
  /** The line under the title: what the page is for, a count, or the item being edited. */
  subtitle?: ReactNode;
  /** The subtitle is what a user wrote (an item's title): shown as written, long words broken. */
  subtitleWrittenByUser?: boolean;
  /** A button or link beside the heading (on a phone, under it). */
  action?: ReactNode;
  children: ReactNode;
}

/** A page of one's own area (the profile): its h1, the line under it and an action, then the page. */
export function PageSection({ id, title, subtitle, subtitleWrittenByUser = false, action, children }: PageSectionProps) {
  const heading = (
    <>
      <h1 id={id} className="section-title">
        {title}
      </h1>
      {subtitle ? (
        <p className={`mt-1 text-sm text-ink-700 ${subtitleWrittenByUser ? 'break-words' : ''}`} data-user-content={subtitleWrittenByUser ? '' : undefined}>
          {subtitle}
        </p>
      ) : null}
    </>
  );
  return (
    <section aria-labelledby={id} className="space-y-4">
      {action === undefined ? (
        <header>{heading}</header>
      ) : (
        <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">{heading}</div>
          {action}
        </header>
      )}
      {children}
    </section>
  );
}
