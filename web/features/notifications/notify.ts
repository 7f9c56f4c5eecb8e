import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@shared/constants';
import { useI18n } from '@web/lib/i18n';
import { createNotificationStore, memoryStorage, wordText, type KeyValueStorage, type NotificationText, type NotifyInput } from './notification-store';

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

export const notify = (input: NotifyInput): number => notificationStore.notify(input);
export const closeNotification = (id: number): void => notificationStore.close(id);
/** The reader went to another page (see NotificationStore.pageChanged). */
export const notificationsPageChanged = (): void => notificationStore.pageChanged();

export function useNotifications() {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.getSnapshot, notificationStore.getSnapshot);
}

/** A notification's text in the reader's current language (re-worded when the language changes). */
export function useNotificationWords() {
  const { t, lang } = useI18n();
  return useCallback((text: NotificationText) => wordText(text, t, lang), [t, lang]);
}
