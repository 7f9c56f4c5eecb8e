/** A small busy indicator. `label` is read by screen readers; the ring itself is decorative. */
export function Spinner({ label, className = '', size = 20 }: { label?: string; className?: string; size?: number }) {
  return (
    <span role={label ? 'status' : undefined} className={`inline-flex items-center gap-2 ${className}`}>
      <svg className="animate-spin motion-reduce:animate-[spin_2s_linear_infinite]" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
