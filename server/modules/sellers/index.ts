/**
 * Sellers: the seller as a person (their facts and live products) and reaching them (their phone).
 *
 * The module's public face: what server/app.ts composes (its createXModule). Everything else in this
 * folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createSellersModule } from './sellers.module';
