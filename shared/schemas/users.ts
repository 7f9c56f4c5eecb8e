import { z } from 'zod';
import { BLOCK_REASON_MAX, GENDERS, LANGUAGE_CODES, PURPOSES, ROLES, TELEGRAM_USERNAME_PATTERN } from '../constants';
import { MSG } from '../validation/messages';
import { dateField, formBoolean, idField, INT_MAX, line, nameField, optionalName, passwordField, phoneField, requiredText, text } from './common';

/** POST accounts/register/ — the first sign-up form (spec §5). */
export const registerSchema = z.object({
  first_name: nameField(MSG.firstNameRequired, MSG.firstNameLetters),
  phone: phoneField,
  password: passwordField,
  /** The interface language at sign-up (uz when not given). */
  language: z.enum(LANGUAGE_CODES).optional(),
});

/** POST accounts/login/ */
export const loginSchema = z.object({
  phone: phoneField,
  // Sign-in asks for the password one has, not for a new one (issue 40).
  password: line({ error: MSG.passwordEmpty }).min(1, MSG.passwordEmpty).max(128, MSG.tooLong),
});
export type LoginInput = z.input<typeof loginSchema>;

const refreshSchema = z.object({ refresh: line({ error: MSG.required }).min(10, MSG.invalidValue).max(200, MSG.invalidValue) });
/** POST accounts/refresh/ and logout/: the refresh token, or none when the web app's cookie (SESSION_COOKIE_HEADER) or, at sign-out, its bearer token names the session. */
export const refreshOrCookieSchema = refreshSchema.partial();

/** Purposes arrive as an array, or as one string joined by newlines (the multipart form of spec §7). */
const purposesField = z
  .union([z.array(line()).max(20, MSG.purposesInvalid), text()])
  .transform((v) => (Array.isArray(v) ? v : v.split('\n')).map((s) => s.trim()).filter(Boolean))
  .refine((list) => list.every((p) => (PURPOSES as readonly string[]).includes(p)), MSG.purposesInvalid)
  .transform((list) => [...new Set(list)]);

export const genderField = z
  .union([z.number(), line()], { error: MSG.genderInvalid })
  .transform((v) => (v === '' ? Number.NaN : Number(v)))
  .refine((v) => v === GENDERS.male || v === GENDERS.female, MSG.genderInvalid);

const optionalText = (max: number) => text().trim().max(max, MSG.tooLong).optional().default('');

/** Step 2 of /auth/complete: personal data (spec §5). */
export const completeStep2Schema = z.object({
  first_name: nameField(MSG.firstNameRequired, MSG.firstNameLetters),
  last_name: nameField(MSG.lastNameRequired, MSG.lastNameLetters),
  birthday: dateField(MSG.birthdayRequired, MSG.birthdayInvalid),
  email: requiredText(MSG.emailRequired, 254).pipe(z.email(MSG.emailInvalid)),
  // §5 does not require gender: unchosen, a form sends '' (a select, multipart) or null (radio buttons).
  gender: z.union([z.union([z.literal(''), z.null()]).transform(() => undefined), genderField], { error: MSG.genderInvalid }).optional(),
  region: idField(MSG.regionRequired),
  district: z.union([z.literal('').transform(() => undefined), idField(MSG.districtInvalid)], { error: MSG.districtInvalid }).optional(),
});

/** Step 3: activity details; no validation beyond lengths (spec §5). */
export const completeStep3Schema = z.object({
  about: optionalText(2000),
  biography: optionalText(4000),
});

/** Step 4: purposes. */
export const completeStep4Schema = z.object({ purposes: purposesField });

/** POST accounts/complete/ (multipart): every step, plus the phone and password that identify the account. */
export const completeSchema = completeStep2Schema.extend(completeStep3Schema.shape).extend({
  purposes: purposesField.optional().default([]),
  phone: phoneField,
  password: line({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, MSG.tooLong),
});

/**
 * POST accounts/complete/ from a signed-in caller (registering signs in): the bearer token names the
 * account, so the phone and password may be left out; when sent they are ignored.
 */
export const completeSignedInSchema = completeSchema.extend({
  phone: line().max(100, MSG.tooLong).optional(),
  password: line().max(128, MSG.tooLong).optional(),
});

/** A Telegram username as Telegram allows it (5–32 letters, digits, underscores), stored without its @; '' for none. */
const telegramField = z.union(
  [z.literal(''), line().trim().transform((v) => v.replace(/^@/, '')).pipe(z.string().regex(TELEGRAM_USERNAME_PATTERN, MSG.telegramInvalid))],
  { error: MSG.telegramInvalid },
);

/** The profile edit form's fields (/profile/edit/); every field optional. */
export const profileFieldsSchema = z.object({
  first_name: nameField(MSG.firstNameRequired, MSG.firstNameLetters).optional(),
  last_name: nameField(MSG.lastNameRequired, MSG.lastNameLetters).optional(),
  middle_name: optionalName(MSG.firstNameLetters).optional(),
  // A field the form may send empty (''): one message when the value is neither empty nor valid.
  email: z.union([line().trim().max(254, MSG.tooLong).pipe(z.email(MSG.emailInvalid)), z.literal('')], { error: MSG.emailInvalid }).optional(),
  birthday: z.union([dateField(MSG.birthdayRequired, MSG.birthdayInvalid), z.literal('')], { error: MSG.birthdayInvalid }).optional(),
  gender: z.union([z.literal('').transform(() => null), genderField], { error: MSG.genderInvalid }).optional(),
  region: z.union([z.literal('').transform(() => null), idField(MSG.regionInvalid)], { error: MSG.regionInvalid }).optional(),
  district: z.union([z.literal('').transform(() => null), idField(MSG.districtInvalid)], { error: MSG.districtInvalid }).optional(),
  about: text().trim().max(2000, MSG.tooLong).optional(),
  biography: text().trim().max(4000, MSG.tooLong).optional(),
  purposes: purposesField.optional(),
  /** 'show my phone on my listings' (issue 40): signed-in buyers may be shown it. */
  show_phone: formBoolean.optional(),
  /** A Telegram username, with or without its @; '' removes it. */
  telegram: telegramField.optional(),
});

/** PATCH accounts/me/ — profile edits, and the interface language the user chose; every field optional. */
export const profileUpdateSchema = profileFieldsSchema.extend({ language: z.enum(LANGUAGE_CODES).optional() });

/** POST contact/ — the /contacts form; all three required. */
export const contactSchema = z.object({
  name: requiredText(MSG.nameRequired, 100),
  phone: phoneField,
  message: requiredText(MSG.messageRequired, 3000, { multiline: true }),
});

export const passwordResetRequestSchema = z.object({ phone: phoneField });
const smsCodeField = line({ error: MSG.codeInvalid }).trim().regex(/^\d{6}$/, MSG.codeInvalid);
export const passwordResetConfirmSchema = z.object({
  phone: phoneField,
  code: smsCodeField,
  password: passwordField,
});

/** POST accounts/phone/confirm/ — the 6-digit code sign-up sent to the caller's phone (issue 40). */
export const phoneConfirmSchema = z.object({ code: smsCodeField });

/** The profile as the API sends it (GET accounts/{ME_GUID}/, PATCH accounts/me/). */
export const profileSchema = z
  .object({
    guid: z.string(),
    role: z.enum(ROLES),
    first_name: z.string(),
    last_name: z.string(),
    middle_name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    username: z.string().nullable(),
    gender: z.union([z.literal(0), z.literal(1)]).nullable(),
    birthday: z.string().nullable(),
    region: z.number().int().nullable(),
    district: z.number().int().nullable(),
    about: z.string(),
    biography: z.string(),
    pfp: z.string().nullable(),
    purposes: z.array(z.string()),
    is_profile_completed: z.boolean(),
    /** The phone was confirmed by an SMS code (issue 40); until then the account cannot sell, post, chat or show its phone. */
    phone_confirmed: z.boolean(),
    /** The interface language the user chose (uz, ru, en); texts sent outside the page use it. */
    language: z.enum(LANGUAGE_CODES),
    created_at: z.string(),
    /** Signed-in buyers may be shown their phone on their listings (issue 40). */
    show_phone: z.boolean(),
    /** Their Telegram username, shown as a t.me link on their listings. */
    telegram: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** Who a person is wherever another user sees them (their public profile, the seller's facts): their guid, role, name and picture. */
export const personFields = {
  guid: z.string(),
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string(),
  pfp: z.string().nullable(),
};

/** Another user's profile: no phone, e-mail or birthday. */
export const publicProfileSchema = z
  .object({
    ...personFields,
    purposes: z.array(z.string()),
    about: z.string(),
    region: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'PublicProfile' });

export const regionSchema = z
  .object({
    id: z.number().int(),
    soato_id: z.number().int(),
    name_uz: z.string(),
    name_oz: z.string(),
    /** null for the one district the classifier gives no Russian name. */
    name_ru: z.string().nullable(),
    /** English: a region's English name ('Samarkand Region'); a district's Latin name with 'District' or 'City' ('Oltinko\'l District'). */
    name_en: z.string(),
  })
  .meta({ id: 'Region' });
export type Region = z.infer<typeof regionSchema>;
export const districtSchema = regionSchema.extend({ region_id: z.number().int() }).meta({ id: 'District' });
export type District = z.infer<typeof districtSchema>;
/** GET districts/?region= */
export const districtsQuerySchema = z.object({
  region: z.coerce.number({ error: MSG.badAddress }).int(MSG.badAddress).positive(MSG.badAddress).max(INT_MAX, MSG.badAddress).optional(),
});

const refreshAnswer = z.string().optional().describe('The refresh token; left out when the client asked to keep it in its HttpOnly cookie (X-Ipak-Session: cookie, the web app)');
export const tokenPairSchema = z.object({ access: z.string(), refresh: refreshAnswer }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** POST accounts/register/: the spec's message 'User registered', and the new account signed in. */
export const registeredSchema = z.object({ message: z.string(), access: z.string(), refresh: refreshAnswer }).meta({ id: 'Registered' });
export type Registered = z.infer<typeof registeredSchema>;

/** A row of POST dashboard/users/list/ (spec §3 admin lists). */
export const adminUserSchema = z
  .object({
    guid: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    role: z.enum(ROLES),
    purposes: z.array(z.string()),
    created_at: z.string(),
    /** Blocked users cannot sign in, and their sessions ended when they were blocked (issue 15). */
    is_blocked: z.boolean(),
    blocked_at: z.string().nullable(),
    blocked_reason: z.string().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

// ---------------------------------------------------------------------------------------------
// User management in the admin area (issue 15): /api/users/dashboard/…, the admin roles, each action
// within the role limits of shared/constants (grantableRoles, mayChangeRole, mayActOnUser); every
// action is written to the audit log.

/**
 * POST dashboard/users/create/ (JSON) → 201 AdminUser. The add-user form of /admin/users/create/:
 * the add-teacher form's fields with a chosen role. A role the caller may not give: 400 {role: role_invalid};
 * a phone already registered: 400 {phone: phone_taken}.
 */
export const adminUserCreateSchema = z.object({
  role: z.enum(ROLES, { error: MSG.roleInvalid }),
  first_name: nameField(MSG.firstNameRequired, MSG.firstNameLetters),
  last_name: nameField(MSG.lastNameRequired, MSG.lastNameLetters),
  middle_name: optionalName(MSG.firstNameLetters).optional(),
  phone: phoneField,
  email: z.union([z.literal(''), requiredText(MSG.emailRequired, 254).pipe(z.email(MSG.emailInvalid))]).optional(),
  birthday: z.union([z.literal(''), dateField(MSG.birthdayRequired, MSG.birthdayInvalid)]).optional(),
  password: passwordField,
  gender: z.union([z.literal('').transform(() => undefined), genderField], { error: MSG.genderInvalid }).optional(),
  region: z.union([z.literal('').transform(() => undefined), idField(MSG.regionInvalid)], { error: MSG.regionInvalid }).optional(),
  district: z.union([z.literal('').transform(() => undefined), idField(MSG.districtInvalid)], { error: MSG.districtInvalid }).optional(),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

/** PATCH dashboard/users/{guid}/role/ → AdminUser. 403 users.role_not_allowed beyond the caller's limits. */
export const adminRoleChangeSchema = z.object({ role: z.enum(ROLES, { error: MSG.roleInvalid }) });

/**
 * POST dashboard/users/{guid}/block/ → AdminUser: the user's sessions end at once (the next request with
 * any of their tokens is 401 auth.session_ended, their chat sockets close) and signing in is refused
 * (403 auth.blocked) until DELETE dashboard/users/{guid}/block/ unblocks them.
 */
export const adminBlockSchema = z.object({ reason: text().trim().max(BLOCK_REASON_MAX, MSG.tooLong).optional().default('') });

/**
 * POST dashboard/users/{guid}/password-reset/ → {message}: sends the user the password-reset SMS code
 * (the code of /auth/password-reset/, which they then enter with a new password; their sessions end when
 * it is set). No body.
 */

/** accounts/{guid}/: a user's guid, or ME_GUID (all zeros) for the caller's own profile. */
export const accountParamsSchema = z.object({ guid: z.string().trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, MSG.badAddress) });
