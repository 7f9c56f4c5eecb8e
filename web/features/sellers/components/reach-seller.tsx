import { useState } from 'react';
import { Link } from 'react-router';
import { formatPhone } from '@shared/format/phone';
import type { SellerFacts } from '@shared/schemas/sellers';
import { LoginIcon, PhoneIcon, TelegramIcon } from '@web/components/ui/icons';
import { useSession } from '@web/features/auth/api/get-profile';
import { useSignInHref } from '@web/features/shop/components/use-sign-in-href';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { useRevealPhone } from '../api/reveal-phone';

const BUTTON = 'btn-outline min-h-11 w-full justify-center bg-white text-base sm:w-auto';

/**
 * The seller's phone, shown on request (issue 40): 'Raqamni ko'rsatish' for a signed-in buyer, who
 * then gets the number as a tel: link (counted for the seller, on `product` when given); a reader
 * who is not signed in is led to sign in and back. Only when the seller shows their phone.
 */
function PhoneReveal({ seller, product }: { seller: SellerFacts; product?: string }) {
  const t = useT();
  const { user, status } = useSession();
  const signIn = useSignInHref();
  const reveal = useRevealPhone();
  const [phone, setPhone] = useState<string | null>(null);
  if (status === 'loading') return <span aria-hidden="true" className="skeleton block min-h-11 w-full rounded-xl sm:w-44" />;
  if (!user) {
    return (
      <Link to={signIn} className={BUTTON} data-testid="phone-sign-in">
        <LoginIcon size={18} />
        {t('sellers.phone.signIn')}
      </Link>
    );
  }
  if (phone) {
    return (
      <a href={`tel:${phone}`} className={`${BUTTON} tabular-nums`} aria-label={t('sellers.phone.call', { phone: formatPhone(phone) })} data-testid="phone-link">
        <PhoneIcon size={18} />
        {formatPhone(phone)}
      </a>
    );
  }
  const failed = reveal.error ? (reveal.error instanceof ApiError && reveal.error.status === 429 ? t('sellers.phone.tooMany') : t('sellers.phone.failed')) : null;
  return (
    <div className="w-full sm:w-auto">
      <button
        type="button"
        className={BUTTON}
        disabled={reveal.isPending}
        onClick={() => reveal.mutate({ seller: seller.guid, product }, { onSuccess: (answer) => setPhone(answer.phone) })}
        data-testid="phone-reveal"
      >
        <PhoneIcon size={18} />
        {reveal.isPending ? t('sellers.phone.showing') : t('sellers.phone.show')}
      </button>
      {failed ? (
        <p role="alert" className="mt-1 text-sm text-pomegranate-700">
          {failed}
        </p>
      ) : null}
    </div>
  );
}

/** How to reach the seller besides the chat: their phone (when they show it) and their Telegram (a t.me link). */
export function ReachSeller({ seller, product, className = '' }: { seller: SellerFacts; product?: string; className?: string }) {
  const t = useT();
  if (!seller.shows_phone && !seller.telegram) return null;
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`} data-testid="reach-seller">
      {seller.shows_phone ? <PhoneReveal seller={seller} product={product} /> : null}
      {seller.telegram ? (
        <a
          href={`https://t.me/${encodeURIComponent(seller.telegram)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-indigo-700 hover:text-pomegranate-600 hover:underline"
          data-testid="seller-telegram"
        >
          <TelegramIcon size={18} className="text-[#229ed9]" />
          {t('sellers.telegram.link', { name: seller.telegram })}
        </a>
      ) : null}
    </div>
  );
}
