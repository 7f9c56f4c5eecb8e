/**
 * Telegram (issue 41): the bot that links accounts, tells users what happened, takes their answers,
 * confirms phones, and posts new listings to the channel.
 *
 * The module's public face: what server/app.ts composes (createTelegramModule) and what other modules may
 * use. Everything else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createTelegramModule } from './telegram.module';
