import { z } from 'zod';

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
export const telegramUpdateSchema = z.looseObject({ update_id: z.number().int().nonnegative() }).meta({ id: 'TelegramUpdate' });
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

export const telegramWebhookAnswerSchema = z.object({ ok: z.literal(true) }).meta({ id: 'TelegramWebhookAnswer' });
