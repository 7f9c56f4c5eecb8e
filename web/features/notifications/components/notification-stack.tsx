import { useEffect, useState } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_TICK_MS } from '@shared/constants';
import { useT } from '@web/lib/i18n';
import { closeNotification, useNotifications } from '../notify';
import { isErrorNotification, openStack, progressPercent, tick, type AppNotification } from '../notification-store';

/**
 * The toasts of spec §4: open notifications stacked by position (1 = the oldest, at the top of the
 * stack), each with a progress bar that ticks every 50 ms and closes the toast at 15 s.
 * The timer pauses while the pointer or keyboard focus is on a toast, so nobody loses a message
 * while reading it or reaching for the close button (WCAG 2.2.1).
 */
export function NotificationStack() {
  const list = useNotifications();
  const stack = openStack(list);
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('notifications.region')}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-stretch gap-2 p-3 sm:inset-x-auto sm:right-0 sm:w-96 sm:items-end"
    >
      {stack.map((n) => (
        <Toast key={n.id} notification={n} position={n.position} closeLabel={t('notifications.close')} />
      ))}
    </div>
  );
}

function Toast({ notification, position, closeLabel }: { notification: AppNotification; position: number; closeLabel: string }) {
  const [elapsed, setElapsed] = useState(0);
  const [paused, setPaused] = useState(false);
  const error = isErrorNotification(notification);

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

  return (
    <div
      data-position={position}
      data-type={notification.type}
      // Mouse only: a tap on a phone sends no matching "leave", which would pause the toast for good.
      onPointerEnter={(e) => e.pointerType === 'mouse' && setPaused(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto relative w-full overflow-hidden rounded-xl border bg-white shadow-[var(--shadow-card)] sm:w-96 ${
        error ? 'border-pomegranate-600' : 'border-mulberry-600'
      }`}
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
          <p className={`font-semibold break-words ${error ? 'text-pomegranate-700' : 'text-mulberry-700'}`}>{notification.title}</p>
          {notification.comment && <p className="mt-0.5 text-sm break-words text-ink-700">{notification.comment}</p>}
        </div>
        <button
          type="button"
          onClick={() => closeNotification(notification.id)}
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
