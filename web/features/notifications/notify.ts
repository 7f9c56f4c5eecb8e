import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@shared/constants';
import { createNotificationStore, memoryStorage, type KeyValueStorage, type NotifyInput } from './notification-store';

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

export function useNotifications() {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.getSnapshot, notificationStore.getSnapshot);
}
