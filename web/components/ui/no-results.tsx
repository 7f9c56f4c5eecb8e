import { Link } from 'react-router';

/** A search that found nothing: what to say, a hint, and the way back to the whole list. */
export function NoResults({ title, hint, clear }: { title: string; hint: string; clear?: { to: string; label: string } }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-ink-300 bg-white/70 px-6 py-12 text-center">
      <p className="text-lg font-semibold text-indigo-900">{title}</p>
      <p className="mx-auto mt-2 max-w-md text-ink-700">{hint}</p>
      {clear ? (
        <Link to={clear.to} className="btn-outline mt-6 bg-white">
          {clear.label}
        </Link>
      ) : null}
    </div>
  );
}
