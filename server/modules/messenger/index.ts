/**
 * Messenger: private chats between buyers and sellers, their sockets, notifications pushed to open tabs.
 *
 * The module's public face: what server/app.ts composes (createMessengerModule) and what other modules
 * may use. Everything else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createMessengerModule } from './messenger.module';
export { type MessengerOptions } from './messenger.sockets';
export { type ChatContext } from './messenger.service';
export { type MessengerServices } from './messenger.module';
export { messageStats, replyMinutes } from './messenger.service';
