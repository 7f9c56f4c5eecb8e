/**
 * Messenger: private chats between buyers and sellers, their sockets, notifications pushed to open tabs.
 *
 * The module's public face: what server/app.ts registers and what other modules may use. Everything
 * else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { default as messengerRoutes } from './messenger.routes';
export { default as messengerSockets, type MessengerOptions } from './messenger.sockets';
export { messageStats, pushNotification } from './messenger.service';
export { applicantCounts } from './applicants.service';
