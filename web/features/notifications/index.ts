// The notifications feature's public face for other features.
export { closeNotification, notificationStore, notify, useNotifications } from './notify';
