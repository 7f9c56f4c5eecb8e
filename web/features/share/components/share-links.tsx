import { useEffect, useId, useRef, useState } from 'react';
import { LinkIcon, TelegramIcon } from '@web/components/ui/icons';
import { useHydrated } from '@web/lib/hydrated';
import { useT } from '@web/lib/i18n';
import { absoluteUrl, useSiteOrigin } from '@web/lib/site-origin';
import { notify } from '@web/features/notifications/notify';
import { useMoney } from '@web/lib/money';
import { copyToClipboard, shareText, telegramShareUrl } from '../lib/share-url';

const CONTROL =
  'inline-flex min-h-10 items-center gap-2 rounded-xl border border-ink-100 bg-white px-3 py-2 text-sm font-semibold text-ink-700 hover:border-indigo-600 hover:text-indigo-800 disabled:cursor-not-allowed disabled:opacity-60';

export interface ShareLinksProps {
  /** The page's canonical path (its address without the origin). */
  path: string;
  /** What the page is called: the text of the Telegram message. */
  title: string;
  /** A product's price (so'm): the message carries it, formatted as the site formats money. */
  price?: number;
  className?: string;
}

/**
 * Sharing a page (issue 27): 'Telegram' opens Telegram's share page in a new tab with the page's full
 * address and title (and a product's price, issue 40) (a plain link, rendered by the server, working before the script); 'Havolani
 * nusxalash' puts the address on the clipboard and says 'Havola nusxalandi' in a toast. Where the
 * clipboard cannot be written (no API, or refused), the address shows in a read-only field, selected,
 * to be copied by hand. The address is the one the canonical link names (the site's public origin).
 */
export function ShareLinks({ path, title, price, className = '' }: ShareLinksProps) {
  const t = useT();
  const money = useMoney();
  const url = absoluteUrl(useSiteOrigin(), path);
  const hydrated = useHydrated();
  const [byHand, setByHand] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (!byHand) return;
    field.current?.focus();
    field.current?.select();
  }, [byHand]);

  const copy = async () => {
    if (await copyToClipboard(url)) {
      setByHand(false);
      notify({ type: 'success', title: { key: 'common.share.copied' } });
    } else {
      // Already shown: select it again for the reader who pressed once more.
      if (byHand) field.current?.select();
      setByHand(true);
    }
  };

  return (
    <div className={`min-w-0 ${className}`} data-testid="share-links">
      <div role="group" aria-label={t('common.share.label')} className="flex flex-wrap items-center gap-2">
        <a href={telegramShareUrl(url, shareText(title, price === undefined ? undefined : money.price(price)))} target="_blank" rel="noopener noreferrer" className={CONTROL} aria-label={t('common.share.telegram')} title={t('common.share.telegram')} data-testid="share-telegram">
          <TelegramIcon size={16} className="text-[#229ed9]" />
          {t('common.share.telegramShort')}
        </a>
        <button type="button" className={CONTROL} disabled={!hydrated} onClick={() => void copy()} data-testid="share-copy">
          <LinkIcon size={16} />
          {t('common.share.copy')}
        </button>
      </div>
      {byHand ? (
        <div className="mt-2 text-sm text-ink-700">
          <p id={hintId} className="mb-1">
            {t('common.share.copyByHand')}
          </p>
          <input ref={field} type="url" readOnly value={url} aria-label={t('common.share.link')} aria-describedby={hintId} onFocus={(e) => e.currentTarget.select()} className="input min-w-0 text-sm" data-testid="share-link-field" />
        </div>
      ) : null}
    </div>
  );
}
