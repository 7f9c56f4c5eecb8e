/**
 * Notifications: a user's list of what happened to them.
 *
 * The module's public face: what server/app.ts composes (its createXModule) and what other modules may use. Everything
 * else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createNotificationsModule } from './notifications.module';
export { clearNotificationsForLink, createNotification, isNotificationKindOn, usersAlreadyNotified } from './notifications.service';
