// The notifications feature's public face for other features.
export {  notificationStore, notify,   } from './notify';
export type {   TextRef } from './notification-store';
