import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_TICK_MS } from '@shared/constants';
import { useT } from '@web/lib/i18n';
import { closeNotification, useNotificationWords, useNotifications } from '../notify';
import { isEmptyText, isErrorNotification, isLiteral, progressPercent, shownStack, tick, type AppNotification, type NotificationText } from '../notification-store';

/**
 * The toasts of spec §4: open notifications stacked by position (1 = the oldest), each with a
 * progress bar that ticks every 50 ms and closes the toast at 15 s. At most three show at once, the
 * newest; older open ones wait (see shownStack).
 *
 * On a phone they sit at the bottom, above the safe area, where they cover no heading, top bar or
 * menu button; from the `sm` width up, at the top right below the header at its tallest (top bar and
 * navbar), so no toast covers the header's controls or takes their clicks (issue 40). A toast closes
 * with its × button, with Escape while it has focus, or by swiping it sideways. The timer pauses while the mouse or keyboard
 * focus is on a toast, so nobody loses a message while reading it or reaching for × (WCAG 2.2.1).
 */
export function NotificationStack() {
  const list = useNotifications();
  const shown = shownStack(list);
  const t = useT();
  const words = useNotificationWords(shown);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('notifications.region')}
      data-testid="toast-stack"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-stretch gap-2 p-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] sm:inset-x-auto sm:top-[calc(var(--topbar-h)+var(--navbar-h))] sm:right-0 sm:bottom-auto sm:w-96 sm:items-end sm:pb-3"
    >
      {shown.map((n) => (
        <Toast key={n.id} notification={n} position={n.position} closeLabel={t('notifications.close')} words={words} />
      ))}
    </div>
  );
}

/** How far (px, or share of the toast's width) a toast must be swiped to close. */
const SWIPE_CLOSE_PX = 80;
const SWIPE_CLOSE_SHARE = 0.3;
/** Movement (px) before a press counts as a swipe: less is a tap (the × button keeps its click). */
const SWIPE_START_PX = 8;

/** Sideways swipe to close, with any pointer (touch, pen, mouse); vertical movement stays the page's scroll. */
function useSwipeToClose(onClose: () => void) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ id: number; x: number; y: number; swiping: boolean } | null>(null);

  const reset = () => {
    start.current = null;
    setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown(e: PointerEvent<HTMLElement>) {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        start.current = { id: e.pointerId, x: e.clientX, y: e.clientY, swiping: false };
      },
      onPointerMove(e: PointerEvent<HTMLElement>) {
        const s = start.current;
        if (!s || s.id !== e.pointerId) return;
        const dx = e.clientX - s.x;
        if (!s.swiping) {
          const dy = e.clientY - s.y;
          if (Math.abs(dx) < SWIPE_START_PX || Math.abs(dx) < Math.abs(dy)) return;
          s.swiping = true;
          try {
            e.currentTarget.setPointerCapture(e.pointerId);
          } catch {
            // A pointer the browser no longer tracks: the swipe goes on without capture.
          }
        }
        setOffset(dx);
      },
      onPointerUp(e: PointerEvent<HTMLElement>) {
        const s = start.current;
        if (!s || s.id !== e.pointerId) return;
        const dx = e.clientX - s.x;
        const width = e.currentTarget.offsetWidth || 1;
        const swiped = s.swiping && (Math.abs(dx) >= SWIPE_CLOSE_PX || Math.abs(dx) >= width * SWIPE_CLOSE_SHARE);
        reset();
        if (swiped) onClose();
      },
      onPointerCancel: reset,
    },
  };
}

function Text({ text, words, className }: { text: NotificationText; words: (text: NotificationText) => string; className: string }) {
  // What a person wrote is theirs, not our dictionary's (the language test skips it).
  return (
    <p className={className} data-user-content={isLiteral(text) ? '' : undefined}>
      {words(text)}
    </p>
  );
}

function Toast({ notification, position, closeLabel, words }: { notification: AppNotification; position: number; closeLabel: string; words: (text: NotificationText) => string }) {
  const [elapsed, setElapsed] = useState(0);
  const [paused, setPaused] = useState(false);
  const error = isErrorNotification(notification);
  const close = () => closeNotification(notification.id);
  const swipe = useSwipeToClose(close);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      setElapsed((prev) => tick(prev).elapsed);
    }, NOTIFICATION_TICK_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  const done = elapsed >= NOTIFICATION_AUTO_CLOSE_MS;
  useEffect(() => {
    if (done) closeNotification(notification.id);
  }, [done, notification.id]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };

  return (
    <div
      data-position={position}
      data-type={notification.type}
      data-testid="toast"
      // Mouse only: a tap on a phone sends no matching "leave", which would pause the toast for good.
      onPointerEnter={(e) => e.pointerType === 'mouse' && setPaused(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={onKeyDown}
      {...swipe.handlers}
      style={swipe.offset ? { transform: `translateX(${swipe.offset}px)`, opacity: Math.max(0.2, 1 - Math.abs(swipe.offset) / 240) } : undefined}
      className={`pointer-events-auto relative w-full touch-pan-y overflow-hidden rounded-xl border bg-white shadow-[var(--shadow-card)] select-none sm:w-96 ${
        swipe.offset ? '' : 'transition-transform duration-150 motion-reduce:transition-none'
      } ${error ? 'border-pomegranate-600' : 'border-mulberry-600'}`}
    >
      <div className="flex items-start gap-3 p-3 pr-2">
        <span
          aria-hidden="true"
          className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${
            error ? 'bg-pomegranate-600' : 'bg-mulberry-600'
          }`}
        >
          {error ? '!' : '✓'}
        </span>
        <div className="min-w-0 flex-1">
          <Text text={notification.title} words={words} className={`font-semibold break-words ${error ? 'text-pomegranate-700' : 'text-mulberry-700'}`} />
          {!isEmptyText(notification.comment) && <Text text={notification.comment} words={words} className="mt-0.5 text-sm break-words text-ink-700" />}
        </div>
        <button
          type="button"
          onClick={close}
          aria-label={closeLabel}
          className="-mt-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-xl leading-none text-ink-500 hover:bg-ink-100 hover:text-ink-900"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div aria-hidden="true" className="h-1 w-full bg-ink-100">
        <div
          className={`h-full ${error ? 'bg-pomegranate-600' : 'bg-mulberry-500'}`}
          style={{ width: `${progressPercent(elapsed)}%` }}
        />
      </div>
    </div>
  );
}
