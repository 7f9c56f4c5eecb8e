import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@shared/constants';
import { useAreasOf, useI18n, wordsNow } from '@web/lib/i18n';
import { createNotificationStore, isTextRef, memoryStorage, textKeys, wordText, type AppNotification, type KeyValueStorage, type NotificationText, type NotifyInput } from './notification-store';

function browserStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access to localStorage throws in some privacy modes.
  }
  return memoryStorage();
}

/** The app's one notification store; a module, not a context, so `notify()` works from anywhere (mutations, loaders). */
export const notificationStore = createNotificationStore({ storage: browserStorage(), key: STORAGE_KEYS.notifications });

if (typeof window !== 'undefined') {
  // Keep tabs in step: closing a toast in one tab closes it in the others.
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.notifications || e.key === null) notificationStore.reload();
  });
}

/** A dictionary reference with its words of this moment, for a page that has not loaded its area (see TextRef.text). */
function withWords(text: NotificationText): NotificationText {
  if (!isTextRef(text) || !text.key || text.text !== undefined) return text;
  const words = wordsNow(text.key, text.params);
  return words === undefined ? text : { ...text, text: words };
}

export const notify = (input: NotifyInput): number =>
  notificationStore.notify({ ...input, title: withWords(input.title), ...(input.comment === undefined ? {} : { comment: withWords(input.comment) }) });
export const closeNotification = (id: number): void => notificationStore.close(id);
/** The reader went to another page (see NotificationStore.pageChanged). */
export const notificationsPageChanged = (): void => notificationStore.pageChanged();

const NONE: readonly AppNotification[] = [];

/**
 * The kept notifications. They live in this browser's storage, which a server render cannot read: the
 * server draws none, and so does the browser while it takes the server's page over (the server
 * snapshot); the toasts appear right after. Reading storage during hydration drew an open toast
 * the server had not, a hydration error on every page loaded while one was open.
 */
export function useNotifications() {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.getSnapshot, () => NONE);
}

/**
 * The words of the given notifications' texts in the reader's current language (re-worded when the
 * language changes). Their dictionary areas are loaded when this page has not (a toast raised on
 * another page); meanwhile they read as raised.
 */
export function useNotificationWords(shown: readonly Pick<AppNotification, 'title' | 'comment'>[]) {
  const { t, lang } = useI18n();
  useAreasOf(textKeys(shown));
  return useCallback((text: NotificationText) => wordText(text, t, lang), [t, lang]);
}
