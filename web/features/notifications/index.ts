// The notifications feature's public face for other features.
export { closeNotification, notificationStore, notify, useNotificationWords, useNotifications } from './notify';
export type { NotificationText, NotifyInput, TextRef } from './notification-store';
