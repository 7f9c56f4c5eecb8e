/**
 * Push: Web Push to a user's browsers (issue 27) — their subscriptions, the kinds they switched off,
 * and the sending, in the subscription's language, of the moments that matter.
 *
 * The module's public face: what server/app.ts composes (createPushModule) and what other modules may
 * use. Everything else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createPushModule } from './push.module';
/** A notification's words (title and body) in a language: one source for the push messages and the Telegram bot's notifications. */
export { pushWords as notificationWords } from './push-texts';
