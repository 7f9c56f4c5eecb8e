import { z } from 'zod';
import { MSG } from '../validation/messages';

/** POST /api/telegram/link/: the bot's address with a one-time code; opened, the bot's /start links this account. */
export const telegramLinkCodeSchema = z
  .object({
    url: z.url().meta({ example: 'https://t.me/ipak_uz_bot?start=Zk3x9QeLr2vT8mNc0aB1' }),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'TelegramLinkCode' });
export type TelegramLinkCode = z.infer<typeof telegramLinkCodeSchema>;

/** GET /api/telegram/link/: whether the caller's account is linked, and to which Telegram account. */
export const telegramLinkSchema = z
  .object({
    linked: z.boolean(),
    /** The Telegram @username (without the @) when it has one. */
    username: z.string().nullable(),
    first_name: z.string().nullable(),
    linked_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'TelegramLink' });
export type TelegramLink = z.infer<typeof telegramLinkSchema>;

/** POST /api/telegram/webhook/: an Update as Telegram sends it (https://core.telegram.org/bots/api#update); what it holds is read by the bot. */
/**
 * The largest update_id taken: Telegram's ids start at some positive number and grow by one per update
 * (today about 10^9, within 32 bits); 2^39 leaves 256 times that room while every number the API takes
 * stays bounded.
 */
const TELEGRAM_UPDATE_ID_MAX = 2 ** 39;
export const telegramUpdateSchema = z.looseObject({ update_id: z.number().int().nonnegative().max(TELEGRAM_UPDATE_ID_MAX) }).meta({ id: 'TelegramUpdate' });
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

export const telegramWebhookAnswerSchema = z.object({ ok: z.literal(true) }).meta({ id: 'TelegramWebhookAnswer' });

/** GET /api/telegram/confirm-phone/: whether the caller's phone is confirmed now (the waiting page asks every few seconds, issue 41). */
export const telegramPhoneStatusSchema = z.object({ phone_confirmed: z.boolean() }).meta({ id: 'TelegramPhoneStatus' });
export type TelegramPhoneStatus = z.infer<typeof telegramPhoneStatusSchema>;

/** POST /api/telegram/sign-in/: the bot's address with a one-time code, and the poll token only this browser holds. */
export const telegramSignInStartSchema = telegramLinkCodeSchema
  .extend({ poll_token: z.string().meta({ description: 'Secret: POST sign-in/poll/ with it; the code in the url alone signs nobody in' }) })
  .meta({ id: 'TelegramSignInStart' });
export type TelegramSignInStart = z.infer<typeof telegramSignInStartSchema>;

/** POST /api/telegram/sign-in/poll/ */
/** A poll token as the server makes it (randomToken: base64url); nothing else is looked up. */
const POLL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
export const telegramSignInPollSchema = z.object({ poll_token: z.string().regex(POLL_TOKEN_PATTERN, MSG.textInvalid) });

/** Its answer: still waiting for the contact in the bot, or the session (as the password sign-in answers it). */
export const telegramSignInStatusSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('waiting') }),
    z.object({ status: z.literal('signed_in'), access: z.string(), refresh: z.string().optional() }),
  ])
  .meta({ id: 'TelegramSignInStatus' });
export type TelegramSignInStatus = z.infer<typeof telegramSignInStatusSchema>;
