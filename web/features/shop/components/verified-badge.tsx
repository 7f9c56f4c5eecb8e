import { useT } from '@web/lib/i18n';

/** "Tasdiqlangan": a moderator checked the product. Shown on cards and on the product page. */
export function VerifiedBadge({ className = '', size = 'sm' }: { className?: string; size?: 'sm' | 'md' }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-mulberry-600 font-semibold text-white shadow-sm ${size === 'md' ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-[11px] sm:text-xs'} ${className}`}
    >
      <svg width={size === 'md' ? 16 : 12} height={size === 'md' ? 16 : 12} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2 14.6 4.1 18 3.8 18.9 7.1 21.8 9 20.5 12.2 21.8 15.3 18.9 17.2 18 20.5 14.6 20.2 12 22.3 9.4 20.2 6 20.5 5.1 17.2 2.2 15.3 3.5 12.2 2.2 9 5.1 7.1 6 3.8 9.4 4.1Z" fill="currentColor" opacity="0.35" />
        <path d="m7.5 12.3 3 3 6-6.3" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('shop.card.verified')}
    </span>
  );
}
