import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { RESET_CODE_MAX_TRIES, RESET_CODE_TTL_MS } from '@shared/constants';
import type { completeSchema, profileUpdateSchema, registerSchema } from '@shared/schemas/users';
import { smsText } from './sms-texts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { publicContentChanged } from '../../lib/public-content';
import { removeFiles, storeImages } from '../../lib/stored-files';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { AccessTokens } from '../../lib/tokens';
import { randomToken, sha256 } from '../../lib/tokens';
import type { SmsSender } from '../../lib/sms';
import type { UploadedFile } from '../../lib/multipart';
import { findDistrict } from './geo.repository';
import { checkRegionDistrict } from './users.service';
import { accountBlocked, invalidCredentials, phoneTaken, refreshInvalid, refreshReused, resetCodeExhausted, resetCodeExpired, resetCodeInvalid, smsUnavailable } from './users.errors';
import { countResetAttempt, findActiveResetCode, markResetCodeUsed, replaceResetCode } from './reset-codes.repository';
import type { SessionRevocations } from '../../lib/session-revocations';
import { revokeSession, revokeUserSessions } from './sessions.service';
import { claimRefreshToken, findRefreshToken, insertRefreshToken, retireRefreshToken, unusedSuccessorWithin } from './tokens.repository';
import { findUserById, findUserByPhone, insertUser, markSeen, updateUser, type NewUser, type UserRow } from './users.repository';
import type { BlobStore } from '../../lib/blob-store';
import type { SmsCodePurpose } from './users.table';

export interface AccountsDeps {
  db: Db;
  tokens: AccessTokens;
  refreshTtlDays: number;
  blobs: BlobStore;
  sms: SmsSender;
  /** Ended sessions, announced to every instance (sessions.service.ts). */
  revocations: SessionRevocations;
  /** Where a code the SMS provider failed to take is told (sign-up goes on: the code page sends again). */
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** Told when a user's first or last name changed, for what other modules keep of it (a teacher's name in the courses' search keys); handed in by server/app.ts. */
  nameChanged?: (userId: number) => Promise<void>;
}

/**
 * POST accounts/register/: makes the account and signs it in (its token pair), so completion can go on
 * in any tab, and sends the phone a confirmation code in the page's language (issue 40): until it is
 * entered the account cannot sell, post, chat or show its phone. A code the SMS provider did not take
 * is logged, not refused: the account exists, and the code page sends again.
 */
export async function register(deps: AccountsDeps, input: z.output<typeof registerSchema>): Promise<{ access: string; refresh: string }> {
  if (await findUserByPhone(deps.db, input.phone)) throw phoneTaken();
  let user: UserRow;
  try {
    user = await insertUser(deps.db, { firstName: input.first_name, phone: input.phone, passwordHash: await hashPassword(input.password), role: 'user', language: input.language ?? 'uz' });
  } catch (err) {
    // Two sign-ups with one phone at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw phoneTaken();
    throw err;
  }
  const tokens = await issueTokens(deps, user);
  // Logged where it failed (sendSmsCode); the code page sends again.
  await sendSmsCode(deps, user, 'phone').catch(() => undefined);
  return tokens;
}

/** Phone + password → the user, or null. Spends the same time whether or not the phone exists. */
async function checkCredentials(db: Db, phone: string, password: string): Promise<UserRow | null> {
  const user = await findUserByPhone(db, phone);
  if (!user) {
    await verifyPassword(password, await dummyPasswordHash());
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

/**
 * A token pair of a session: a new session (refresh-token family) on sign-in and sign-up, the same
 * one on refresh. The access token carries the family as its session id (sid).
 */
export async function issueTokens(deps: Pick<AccountsDeps, 'db' | 'tokens' | 'refreshTtlDays'>, user: Pick<UserRow, 'id' | 'guid' | 'role'>, family: string = randomUUID()) {
  const refresh = randomToken();
  await insertRefreshToken(deps.db, {
    userId: user.id,
    family,
    tokenHash: sha256(refresh),
    expiresAt: new Date(Date.now() + deps.refreshTtlDays * 86_400_000),
  });
  const access = await deps.tokens.sign({ sub: user.guid, role: user.role, sid: family });
  // A sign-in or a token refresh (every few minutes while a tab is open) says the user is here (last seen).
  await markSeen(deps.db, user.id);
  return { access, refresh };
}

/**
 * The account that phone + password name, when it may act: 401 auth.invalid_credentials, or 403
 * auth.blocked for a blocked account (said only to one who knows the password). Every action that
 * names an account by its password instead of a session goes through here: sign-in, and profile
 * completion by phone + password.
 */
async function actingAccount(db: Db, phone: string, password: string): Promise<UserRow> {
  const user = await checkCredentials(db, phone, password);
  if (!user) throw invalidCredentials();
  if (user.blockedAt) throw accountBlocked();
  return user;
}

export async function login(deps: AccountsDeps, phone: string, password: string) {
  return issueTokens(deps, await actingAccount(deps.db, phone, password));
}

/**
 * A token just replaced may be presented once more within this many seconds, while its replacement
 * is still unused: the page that asked was left (a reload, a link) after the server rotated the token
 * but before the page kept the new one. docs/security.md "Sessions" states the trade-off.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/**
 * Rotation: each refresh token works once and is replaced by a new one of the same family.
 * Presenting a used or revoked token means it was copied: the whole family is revoked, which ends
 * the session: its access tokens (the thief's and the owner's) are refused and its sockets close.
 * The one exception is a rotation whose answer was lost (REFRESH_REUSE_GRACE_SECONDS): the unused
 * replacement is retired and a fresh pair of the same session answers instead.
 */
export async function refresh(deps: AccountsDeps, token: string) {
  const reused = async (family: string) => {
    await revokeSession(deps, family);
    return refreshReused();
  };
  const row = await findRefreshToken(deps.db, sha256(token));
  if (!row) throw refreshInvalid();
  if (row.revokedAt) throw await reused(row.family);
  if (row.usedAt) {
    const lost = await unusedSuccessorWithin(deps.db, row, REFRESH_REUSE_GRACE_SECONDS);
    if (!lost || !(await retireRefreshToken(deps.db, lost.id))) throw await reused(row.family);
  } else {
    if (row.expiresAt.getTime() <= Date.now()) throw refreshInvalid();
    if (!(await claimRefreshToken(deps.db, row.id))) throw await reused(row.family);
  }
  const user = await findUserById(deps.db, row.userId);
  if (!user || user.blockedAt) throw refreshInvalid();
  return issueTokens(deps, user, row.family);
}

/**
 * Server-side logout: the session ends at once: the refresh token's whole family stops working, the
 * session's access tokens are refused from their next request and its chat sockets close. Unknown
 * tokens are ignored.
 */
export async function logout(deps: AccountsDeps, token: string) {
  const row = await findRefreshToken(deps.db, sha256(token));
  if (row) await revokeSession(deps, row.family);
}


/** Sign-out by the session an access token names (the web app, whose refresh token it cannot read). */
export async function logoutSession(deps: AccountsDeps, sid: string) {
  await revokeSession(deps, sid);
}

async function storePfp(deps: AccountsDeps, file: UploadedFile | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  const [key] = await storeImages(deps, [file.buffer], { folder: 'pfp', field: 'pfp' });
  return key;
}

/** What public pages show of a user (a seller on their products and their seller page, an author, a teacher, a certificate's learner). */
const shownOnPublicPages = (u: Pick<UserRow, 'firstName' | 'lastName' | 'pfp' | 'purposes' | 'showPhone' | 'telegram'>) =>
  JSON.stringify([u.firstName, u.lastName, u.pfp, u.purposes, u.showPhone, u.telegram]);

/**
 * Saves the profile with its new picture, if any: the new file settled and the old one released with
 * the row; the new file removed if the save fails, the old one once it is saved. A change to what
 * public pages show of the user is signalled (their kept renders are cleared); a language switch is
 * not. A new name is told to nameChanged.
 */
async function saveWithPicture(deps: AccountsDeps, user: UserRow, values: Partial<NewUser>, pfpKey: string | undefined): Promise<UserRow> {
  const release = pfpKey && user.pfp ? [user.pfp] : [];
  let saved: UserRow;
  try {
    saved = await updateUser(deps.db, user.id, pfpKey ? { ...values, pfp: pfpKey } : values, { settle: pfpKey ? [pfpKey] : [], release });
  } catch (err) {
    if (pfpKey) await removeFiles(deps, [pfpKey]);
    throw err;
  }
  if (shownOnPublicPages(saved) !== shownOnPublicPages(user)) publicContentChanged(deps.db);
  if (saved.firstName !== user.firstName || saved.lastName !== user.lastName) await deps.nameChanged?.(saved.id);
  await removeFiles(deps, release);
  return saved;
}

/** Who completes: the signed-in caller, or the account the body's phone + password name (spec §7). */
export type CompletingAccount = { user: UserRow } | { phone: string; password: string };

/** POST accounts/complete/: the profile fields of sign-up steps 2–4; the profile counts as completed from then on. */
export async function complete(deps: AccountsDeps, who: CompletingAccount, input: Omit<z.output<typeof completeSchema>, 'phone' | 'password'>, pfp?: UploadedFile) {
  const user = 'user' in who ? who.user : await actingAccount(deps.db, who.phone, who.password);
  // A session of a blocked user is refused already (auth.session_ended); this covers the moment between.
  if (user.blockedAt) throw accountBlocked();
  await checkRegionDistrict(deps, input.region, input.district);
  const pfpKey = await storePfp(deps, pfp);
  await saveWithPicture(deps, user, {
    firstName: input.first_name,
    lastName: input.last_name,
    birthday: input.birthday,
    email: input.email,
    gender: input.gender ?? user.gender,
    regionId: input.region,
    districtId: input.district ?? null,
    about: input.about,
    biography: input.biography,
    purposes: input.purposes,
    profileCompletedAt: user.profileCompletedAt ?? new Date(),
  }, pfpKey);
}

/** PATCH accounts/me/ */
export async function updateProfile(deps: AccountsDeps, user: UserRow, input: z.output<typeof profileUpdateSchema>, pfp?: UploadedFile) {
  const region = input.region !== undefined ? input.region : user.regionId;
  // Changing the region without naming a district clears a district that no longer belongs to it.
  let district = input.district !== undefined ? input.district : user.districtId;
  if (input.region !== undefined && input.district === undefined && district != null) {
    const d = await findDistrict(deps.db, district);
    if (!d || d.regionId !== region) district = null;
  }
  await checkRegionDistrict(deps, region, district);
  const pfpKey = await storePfp(deps, pfp);
  const values: Partial<NewUser> = {};
  if (input.first_name !== undefined) values.firstName = input.first_name;
  if (input.last_name !== undefined) values.lastName = input.last_name;
  if (input.middle_name !== undefined) values.middleName = input.middle_name;
  if (input.email !== undefined) values.email = input.email || null;
  if (input.birthday !== undefined) values.birthday = input.birthday || null;
  if (input.gender !== undefined) values.gender = input.gender;
  if (input.about !== undefined) values.about = input.about;
  if (input.biography !== undefined) values.biography = input.biography;
  if (input.purposes !== undefined) values.purposes = input.purposes;
  if (input.language !== undefined) values.language = input.language;
  if (input.show_phone !== undefined) values.showPhone = input.show_phone;
  if (input.telegram !== undefined) values.telegram = input.telegram || null;
  values.regionId = region;
  values.districtId = district;
  return saveWithPicture(deps, user, values, pfpKey);
}

/**
 * Sends a 6-digit code by SMS. Answers the same whether the phone is registered (and not blocked) or
 * not, and whether the SMS provider took the code or not (a failure only for registered phones would
 * tell who is registered): a failure is logged, and the form sends again after its countdown.
 */
export async function requestPasswordReset(deps: AccountsDeps, phone: string) {
  const user = await findUserByPhone(deps.db, phone);
  if (!user || user.blockedAt) return;
  // Logged where it failed (sendSmsCode).
  await sendResetCode(deps, user).catch(() => undefined);
}

/**
 * Makes a new code of its purpose for the user (replacing earlier unused ones of that purpose) and
 * sends it by SMS in their language. One machinery for both codes: the password reset's and the
 * phone's confirmation (issue 40), with the same lifetime and tries. `within` writes in the code's
 * transaction (an admin's audit record).
 */
async function sendSmsCode(deps: Pick<AccountsDeps, 'db' | 'sms' | 'log'>, user: Pick<UserRow, 'id' | 'phone' | 'language'>, purpose: SmsCodePurpose, within?: (tx: Db) => Promise<void>) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = { userId: user.id, purpose, codeHash: sha256(`${user.id}:${code}`), expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS) };
  if (within) {
    await deps.db.transaction(async (tx) => {
      await replaceResetCode(tx, values);
      await within(tx);
    });
  } else {
    await replaceResetCode(deps.db, values);
  }
  try {
    await deps.sms.send(user.phone, smsText(purpose === 'reset' ? 'reset_code' : 'phone_code', { code }, user.language));
  } catch (err) {
    // The provider's own words go to the log; the caller hears a 503 in the one error shape.
    deps.log?.error({ err, purpose }, 'SMS code not sent');
    throw smsUnavailable();
  }
}

/** A new reset code by SMS: the reset form's request, and an admin's 'reset password' (whose audit record `within` writes). */
export const sendResetCode = (deps: Pick<AccountsDeps, 'db' | 'sms' | 'log'>, user: Pick<UserRow, 'id' | 'phone' | 'language'>, within?: (tx: Db) => Promise<void>) =>
  sendSmsCode(deps, user, 'reset', within);

/**
 * Spends the user's active code of the purpose when `code` is it, and answers the user. Wrong codes count against the code
 * (RESET_CODE_MAX_TRIES, the last one 429 exhausted); an expired or spent code is refused.
 */
async function spendCode(deps: Pick<AccountsDeps, 'db'>, user: UserRow | null, purpose: SmsCodePurpose, code: string): Promise<UserRow> {
  const row = user ? await findActiveResetCode(deps.db, user.id, purpose) : null;
  if (!user || !row) throw resetCodeInvalid();
  if (row.expiresAt.getTime() <= Date.now() || row.attempts >= RESET_CODE_MAX_TRIES) {
    throw resetCodeExpired();
  }
  if (sha256(`${user.id}:${code}`) !== row.codeHash) {
    await countResetAttempt(deps.db, row.id);
    const left = RESET_CODE_MAX_TRIES - row.attempts - 1;
    if (left <= 0) throw resetCodeExhausted();
    throw resetCodeInvalid();
  }
  // Blocking voids the codes asked for before it (users.service blockUser); one an admin sent during
  // the block sets nothing while the block lasts, and is kept for after it (within its lifetime).
  if (user.blockedAt) throw accountBlocked();
  await markResetCodeUsed(deps.db, row.id);
  return user;
}

/**
 * A new password with the SMS code. The code came to the phone, so a reset also confirms the phone
 * (issue 40): its real owner claims an account someone else registered with it (every session of
 * that someone ends here).
 */
export async function confirmPasswordReset(deps: AccountsDeps, phone: string, code: string, password: string) {
  const user = await spendCode(deps, await findUserByPhone(deps.db, phone), 'reset', code);
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(password), phoneConfirmedAt: user.phoneConfirmedAt ?? new Date() });
  // A new password ends every session that might have been opened with the old one.
  await revokeUserSessions(deps, user.id);
}

/** POST accounts/phone/code/: a new confirmation code for the signed-in caller's phone (none when it is confirmed already). */
export async function requestPhoneCode(deps: AccountsDeps, user: UserRow) {
  if (user.phoneConfirmedAt) return;
  await sendSmsCode(deps, user, 'phone');
}

/** POST accounts/phone/confirm/: the code sent to the caller's phone confirms it (again: nothing changes). */
export async function confirmPhone(deps: AccountsDeps, user: UserRow, code: string) {
  if (user.phoneConfirmedAt) return;
  await spendCode(deps, user, 'phone', code);
  await updateUser(deps.db, user.id, { phoneConfirmedAt: new Date() });
}

/**
 * Telegram (issue 41): the account's phone confirmed by its owner sharing their own contact with the
 * bot (the Telegram module checked that the contact is the sender's and its number the account's). It
 * sets what the SMS code sets (phone_confirmed_at; confirmed already: nothing changes). A blocked
 * account confirms nothing, as the SMS code refuses it. Whether the phone is confirmed now.
 */
export async function confirmPhoneByTelegram(db: Db, userId: number): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user || user.blockedAt) return false;
  if (!user.phoneConfirmedAt) await updateUser(db, user.id, { phoneConfirmedAt: new Date() });
  return true;
}

/**
 * Telegram (issue 41): a new session of the account whose owner approved this sign-in in the bot, as
 * the password sign-in issues one (a new refresh-token family). A blocked account is refused as the
 * password sign-in refuses it (403 auth.blocked); a deleted one is 401 auth.invalid_credentials.
 */
export async function signInByTelegram(deps: Pick<AccountsDeps, 'db' | 'tokens' | 'refreshTtlDays'>, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw invalidCredentials();
  if (user.blockedAt) throw accountBlocked();
  return issueTokens(deps, user);
}

/**
 * An account made by an admin (e.g. the add-teacher form of spec §2): role user, the profile complete,
 * the phone confirmed (the admin vouches for it, issue 40; the caller's audit record says so), an
 * optional picture. A phone already registered is the field error phone_taken, as at registration.
 * `within` runs in the account's own transaction (the caller's rows and audit record that come with
 * it): either all of it is stored or none.
 */
export async function createAccountByAdmin(
  deps: Pick<AccountsDeps, 'db' | 'blobs'>,
  input: { first_name: string; last_name: string; middle_name?: string; phone: string; email: string; birthday: string; password: string; gender: number; about?: string; biography?: string },
  pfp?: UploadedFile,
  within?: (tx: Db, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  if (await findUserByPhone(deps.db, input.phone)) throw phoneTaken();
  const pfpKey = pfp ? (await storeImages(deps, [pfp.buffer], { folder: 'pfp', field: 'pfp' }))[0] : undefined;
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (t) => {
      const tx = t as Db;
      let user = await insertUser(tx, {
        role: 'user',
        firstName: input.first_name,
        lastName: input.last_name,
        middleName: input.middle_name ?? '',
        phone: input.phone,
        email: input.email,
        birthday: input.birthday,
        gender: input.gender,
        about: input.about ?? '',
        biography: input.biography ?? '',
        passwordHash,
        profileCompletedAt: new Date(),
        phoneConfirmedAt: new Date(),
      });
      if (pfpKey) user = await updateUser(tx, user.id, { pfp: pfpKey }, { settle: [pfpKey] });
      await within?.(tx, user);
      return user;
    });
  } catch (err) {
    if (pfpKey) await removeFiles(deps, [pfpKey]);
    if (isUniqueViolation(err)) throw phoneTaken();
    throw err;
  }
}
