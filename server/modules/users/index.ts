/**
 * Users: accounts, sign-in and sessions, profiles, regions and districts, the admin's user list.
 *
 * The module's public face: what server/app.ts composes (its createXModule) and what other modules may use. Everything
 * else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createUsersModule } from './users.module';
export { checkRegionDistrict, findActiveAuthUser, findAuthUser, findSeller, findSessionUser, findUserContact, findUserIdByPhone, markSeen, rebuildUserSearchKeys, requireUserByGuid, userStats, type SellerPerson } from './users.service';
export { confirmPhoneByTelegram, createAccountByAdmin, signInByTelegram } from './accounts.service';
export { answerSessionTokens } from './session-cookie';
export { users } from './users.table';
export { personColumns, userMatchesSearch } from './dashboard.repository';
export { districts, regions } from './geo.table';
