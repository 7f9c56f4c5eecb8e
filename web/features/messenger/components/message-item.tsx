import { formatTime } from '@shared/format/date';
import { AlertIcon, ClockIcon } from '@web/components/ui/icons';
import { useT } from '@web/lib/i18n';
import type { ConversationItem } from '../lib/messages';
import { AnnouncementMessage, ProductMessage } from './product-message';

interface MessageItemProps {
  item: ConversationItem;
  /** Own message the partner has read (✓✓). */
  read: boolean;
  partnerName: string;
  onRetry(clientId: string): void;
  onDiscard(clientId: string): void;
}

/**
 * One message: own ones right and green, the partner's left and white (spec §2). The time (HH:MM,
 * 24 h) goes under the last message of a run by one sender; own messages carry their delivery state
 * (pending clock, ✓ sent, ✓✓ read, or not sent with a retry button).
 */
export function MessageItem({ item, read, partnerName, onRetry, onDiscard }: MessageItemProps) {
  const t = useT();
  const { message, own, pending, runEnd } = item;
  const failed = pending?.state === 'failed';
  const card = message.type !== 'text';

  const state = pending ? (failed ? 'failed' : 'sending') : read ? 'read' : 'sent';
  const stateLabel = t(`messenger.message.${state}`);

  return (
    <div
      data-guid={pending ? undefined : message.guid}
      data-own={own ? 'true' : 'false'}
      data-state={own ? state : undefined}
      data-testid="message"
      className={`flex flex-col ${own ? 'items-end' : 'items-start'} ${runEnd ? 'mb-3' : 'mb-1'}`}
    >
      <span className="sr-only">{own ? t('messenger.message.own') : partnerName}: </span>
      <div
        className={`relative max-w-[85%] sm:max-w-[75%] ${card ? 'p-1.5' : 'px-3.5 py-2'} rounded-2xl shadow-sm ${
          own ? `rounded-br-md bg-mulberry-700 text-white ${pending && !failed ? 'opacity-80' : ''}` : 'rounded-bl-md bg-white text-ink-900 ring-1 ring-ink-100'
        } ${failed ? 'ring-2 ring-pomegranate-600' : ''}`}
      >
        {message.type === 'product' ? (
          <ProductMessage guid={message.content} />
        ) : message.type === 'announcement' ? (
          <AnnouncementMessage guid={message.content} />
        ) : (
          <p className="text-[15px] leading-snug break-words whitespace-pre-wrap">{message.content}</p>
        )}
        {own ? (
          <span className={`flex items-center justify-end gap-1 text-[11px] leading-none ${card ? 'px-1.5 pt-1.5 pb-0.5' : 'mt-1 -mr-1'} text-white/85`}>
            {state === 'sending' ? <ClockIcon size={12} aria-hidden="true" /> : state === 'failed' ? <AlertIcon size={12} aria-hidden="true" /> : <span aria-hidden="true" className={`text-xs font-bold tracking-[-0.2em] ${state === 'read' ? 'text-saffron-400' : ''}`}>{state === 'read' ? '✓✓' : '✓'}</span>}
            <span className="sr-only">{stateLabel}</span>
          </span>
        ) : null}
      </div>
      {failed ? (
        <div className="mt-1 flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-xs" role="alert">
          <span className="font-medium text-pomegranate-700">
            {stateLabel}
            {pending?.error ? `: ${pending.error}` : ''}
          </span>
          <button type="button" className="rounded px-1 py-1 font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-600" onClick={() => onRetry(pending!.client_id)}>
            {t('messenger.message.retry')}
          </button>
          <button type="button" className="rounded px-1 py-1 text-ink-500 underline underline-offset-2 hover:text-ink-700" onClick={() => onDiscard(pending!.client_id)}>
            {t('messenger.message.discard')}
          </button>
        </div>
      ) : runEnd ? (
        <time dateTime={message.created_at} className="mt-1 px-1 text-[11px] text-ink-500 tabular-nums">
          {formatTime(message.created_at)}
        </time>
      ) : null}
    </div>
  );
}
