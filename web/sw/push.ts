import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/notification-kinds';
import type { PushPayload } from '@shared/schemas/push';

/**
 * Web Push in the service worker (issue 27): a push message our server sent (server/modules/push) is
 * shown as a notification, and a tap on it opens its page. The server writes the words in the
 * reader's language and sends them ready to show, so the worker holds no dictionary.
 */

/** The kinds of our push messages (a plain list: the worker imports no zod). */
const KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS;

/** The site's icon on the notification (the web app manifest's). */
const ICON = '/icons/icon-192.png';
/**
 * Where a notification that names no page of its own leads: the reader's notifications
 * (profilePaths.notifications(), written out: importing the paths module would triple the worker; a
 * test holds the two together).
 */
const FALLBACK_URL = '/profile/notifications/';

/** A push message's data, if it is one of ours (anything else is shown as a bare notification of the site). */
export function readPayload(data: { json(): unknown } | null): PushPayload | null {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    return null;
  }
  const p = value as Partial<PushPayload> | null;
  if (!p || typeof p !== 'object') return null;
  if (!KINDS.includes(p.kind as NotificationKind) || typeof p.title !== 'string' || typeof p.body !== 'string' || typeof p.url !== 'string' || typeof p.tag !== 'string') return null;
  return p as PushPayload;
}

/**
 * The notification of a push: its title, and its body, tag (a newer one about the same chat or item
 * replaces it, and alerts again) and the page it opens. Every push is shown: browsers require it of a
 * subscription made with userVisibleOnly, and our server only sends what the reader should see.
 */
export function notificationOf(payload: PushPayload | null): { title: string; options: NotificationOptions & { renotify?: boolean } } {
  if (!payload) return { title: 'Ipak', options: { icon: ICON, data: { url: FALLBACK_URL } } };
  return { title: payload.title, options: { body: payload.body, tag: payload.tag, renotify: true, icon: ICON, data: { url: payload.url, kind: payload.kind } } };
}

/** Shows a push message as a notification. */
export function showPush(registration: Pick<ServiceWorkerRegistration, 'showNotification'>, data: { json(): unknown } | null): Promise<void> {
  const { title, options } = notificationOf(readPayload(data));
  return registration.showNotification(title, options);
}

/** The page a notification opens: a path of this site (anything else, or nothing, is the notifications page). */
export function targetUrl(origin: string, url: unknown): string {
  try {
    const target = new URL(typeof url === 'string' ? url : FALLBACK_URL, origin);
    return target.origin === origin ? target.href : new URL(FALLBACK_URL, origin).href;
  } catch {
    return new URL(FALLBACK_URL, origin).href;
  }
}

/**
 * A tap on a notification: the tab already showing its page is brought forward; else a tab of the
 * site goes there; else a new window opens on it.
 */
export async function openPage(clients: Pick<Clients, 'matchAll' | 'openWindow'>, origin: string, url: unknown): Promise<void> {
  const href = targetUrl(origin, url);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as readonly WindowClient[];
  const same = windows.find((w) => w.url === href);
  if (same) {
    await same.focus();
    return;
  }
  const tab = windows.find((w) => new URL(w.url).origin === origin && 'navigate' in w);
  if (tab) {
    const moved = await tab.navigate(href).catch(() => null);
    if (moved) {
      await moved.focus();
      return;
    }
  }
  await clients.openWindow(href);
}
