import type { ReactNode } from 'react';

/** A grey placeholder block shown while data loads; size it like the content it stands for, so nothing jumps. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`skeleton block ${className}`} />;
}

/** A card-shaped placeholder: image box plus three text lines. */
export function CardSkeleton({ aspect = 'aspect-[4/3]' }: { aspect?: string }) {
  return (
    <div className="card overflow-hidden" aria-hidden="true">
      <Skeleton className={`${aspect} w-full rounded-none`} />
      <SkeletonStack className="space-y-3 p-4" lines={['h-3 w-1/3', 'h-4 w-5/6', 'h-4 w-2/3']} />
    </div>
  );
}

/**
 * A place whose content is loading: marked busy, and what loads said to screen readers. The shapes
 * inside (Skeleton blocks) follow the layout that will replace them, so nothing moves when it arrives.
 */
export function LoadingArea({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}

/** A column of placeholder lines, each sized by its classes (the lines of text a card or page will show). */
export function SkeletonStack({ className, lines }: { className: string; lines: string[] }) {
  return (
    <div className={className}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}
