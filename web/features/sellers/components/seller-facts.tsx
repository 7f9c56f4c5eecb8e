import type { ReactNode } from 'react';
import { tashkentParts } from '@shared/format/date';
import type { SellerFacts } from '@shared/schemas/sellers';
import { CalendarIcon, ChatIcon, ClockIcon, ShoppingBagIcon } from '@web/components/ui/icons';
import { formatLongDate } from '@web/lib/long-date';
import { useT } from '@web/lib/i18n';
import { useSeller } from '../api/get-seller';
import { lastSeenKey, replyKey } from '../lib/seller-facts';

/** One fact: a small icon and its words. */
function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <li className="flex items-center gap-2" data-testid={testId}>
      <span aria-hidden="true" className="shrink-0 text-ink-500">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * The seller as a person (issue 40): on the site since (month and year in the reader's language),
 * online now or when last seen, how many live products, how fast they usually answer (left out with
 * too few answered chats). Purposes stay in the profile.
 */
export function SellerFactsList({ facts, className = '' }: { facts: SellerFacts; className?: string }) {
  const t = useT();
  const since = tashkentParts(facts.created_at);
  const seen = facts.online ? null : facts.last_seen_at;
  const seenKey = seen ? lastSeenKey(seen, new Date()) : null;
  return (
    <ul className={`space-y-1 text-sm text-ink-700 ${className}`} data-testid="seller-facts">
      {since ? (
        <Fact icon={<CalendarIcon size={15} />} testId="seller-since">
          {t('sellers.facts.memberSince', { month: t(`common.date.months.${since.month}`), year: since.year })}
        </Fact>
      ) : null}
      {facts.online ? (
        <Fact icon={<span className="block size-2.5 rounded-full bg-mulberry-600" />} testId="seller-seen">
          {t('sellers.facts.online')}
        </Fact>
      ) : seen && seenKey ? (
        <Fact icon={<ClockIcon size={15} />} testId="seller-seen">
          {t(`sellers.facts.${seenKey}`, { date: formatLongDate(seen, t) })}
        </Fact>
      ) : null}
      <Fact icon={<ShoppingBagIcon size={15} />} testId="seller-products">
        {t('sellers.facts.products', { n: facts.products })}
      </Fact>
      {facts.reply_minutes !== null ? (
        <Fact icon={<ChatIcon size={15} />} testId="seller-reply">
          {t(`sellers.facts.${replyKey(facts.reply_minutes)}`)}
        </Fact>
      ) : null}
    </ul>
  );
}

/**
 * The chat header's line about the partner (issue 40): 'Sotuvchi' when they sell, online or last
 * seen, and how fast they usually answer — one short line, the purposes left to their profile.
 */
export function SellerFactsLine({ guid }: { guid: string }) {
  const t = useT();
  const { data: facts } = useSeller(guid);
  if (!facts) return null;
  const parts: string[] = [];
  if (facts.products > 0) parts.push(t('sellers.role.seller'));
  if (facts.online) parts.push(t('sellers.facts.online'));
  else if (facts.last_seen_at) parts.push(t(`sellers.facts.${lastSeenKey(facts.last_seen_at, new Date())}`, { date: formatLongDate(facts.last_seen_at, t) }));
  if (facts.reply_minutes !== null) parts.push(t(`sellers.facts.${replyKey(facts.reply_minutes)}`));
  return <span data-testid="chat-partner-facts">{parts.join(' · ')}</span>;
}
