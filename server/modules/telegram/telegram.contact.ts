import type { Context } from 'grammy';
import type { ReplyKeyboardMarkup } from 'grammy/types';
import { PHONE_DIGITS } from '@shared/constants';
import { confirmPhoneByTelegram, findUserContact, findUserIdByPhone } from '../users';
import { botText, type BotTextCode } from './bot-texts';
import { languageOf, type BotFeature, type StartHandler } from './telegram.bot';
import * as repo from './telegram.repository';
import { say, type TelegramDeps } from './telegram.service';
import type { TelegramCodePurpose } from './telegram.table';

/*
 * Confirming a phone, and signing in on a new device, by a shared contact (issue 41 item 5). The
 * site's one-time code (/start <code>) says what the contact is for and, for a confirmation, whose
 * account; the bot then asks for the contact with a reply-keyboard button (request_contact), which
 * shares the sender's own. A contact counts only when:
 *
 * - a code of this chat is waiting for it (valid, not yet answered): a contact out of the blue does nothing;
 * - its user_id is the sender's own (from.id): Telegram sets user_id to the contact's Telegram user,
 *   so a contact card of someone else, or a typed-in one without a user_id, is refused;
 * - its number is the account's (confirmation), or the number's account is linked to this very
 *   Telegram user (sign-in).
 *
 * docs/security.md "Telegram: contact confirmation and sign-in" says which threats this answers.
 */

/** The 9 digits users.phone holds, from Telegram's phone_number ('998901234567' or '+998901234567'); null for a number outside Uzbekistan. */
export function phoneOfContact(phoneNumber: string): string | null {
  const digits = phoneNumber.replace(/\D/g, '');
  if (digits.length === PHONE_DIGITS + 3 && digits.startsWith('998')) return digits.slice(3);
  if (digits.length === PHONE_DIGITS) return digits;
  return null;
}

/** The reply keyboard with its one button that shares the sender's own contact. */
const shareContactKeyboard = (language: string): ReplyKeyboardMarkup => ({
  keyboard: [[{ text: botText('share_contact_button', language), request_contact: true }]],
  resize_keyboard: true,
  one_time_keyboard: true,
});

const removeKeyboard = { remove_keyboard: true } as const;

/** The language of the code's answers: the account's for a confirmation, else the reader's (their linked account's, their Telegram app's). */
async function languageFor(deps: TelegramDeps, ctx: Context, code: Pick<repo.TelegramCodeRow, 'purpose' | 'userId'>): Promise<string> {
  if (code.purpose === 'confirm_phone' && code.userId !== null) {
    const user = await findUserContact(deps.db, code.userId);
    if (user) return user.language;
  }
  return languageOf(deps, ctx);
}

/** /start of a 'confirm_phone' or 'sign_in' code: this chat is asked for its contact, and the code waits for it (until it expires). */
const askContact =
  (text: BotTextCode): StartHandler =>
  async (ctx, code, deps) => {
    if (!ctx.chat) return;
    await repo.awaitContact(deps.db, code.codeHash, ctx.chat.id);
    const language = await languageFor(deps, ctx, code);
    await say(deps, { chatId: ctx.chat.id, text: botText(text, language), replyMarkup: shareContactKeyboard(language) });
  };

/** What /start does with the codes of this feature (handed to `linking`). */
export const contactStartHandlers: Partial<Record<TelegramCodePurpose, StartHandler>> = {
  confirm_phone: askContact('confirm_phone_ask'),
  sign_in: askContact('sign_in_ask'),
};

/** What a contact did: the answer's text, and whether the keyboard goes (done, or nothing to wait for) or stays (try again with the button). */
type Outcome = { text: BotTextCode; params?: Record<string, string>; done: boolean };

async function confirmPhone(deps: TelegramDeps, ctx: Context, code: repo.TelegramCodeRow, phone: string | null): Promise<Outcome> {
  const user = code.userId === null ? null : await findUserContact(deps.db, code.userId);
  if (!user || !ctx.from || !ctx.chat) return { text: 'contact_no_code', done: true };
  if (user.blocked) return { text: 'account_blocked', done: true };
  if (phone !== user.phone) return { text: 'contact_wrong_number', done: true };
  if (!(await repo.markContactDone(deps.db, code.codeHash, user.id))) return { text: 'contact_no_code', done: true };
  if (!(await confirmPhoneByTelegram(deps.db, user.id))) return { text: 'account_blocked', done: true };
  // The owner shared their own contact from this chat: it becomes the account's Telegram, as /start of a link code does.
  await repo.link(deps.db, { userId: user.id, chatId: ctx.chat.id, telegramUserId: ctx.from.id, username: ctx.from.username ?? null, firstName: ctx.from.first_name });
  return { text: 'phone_confirmed', params: { name: user.firstName || ctx.from.first_name }, done: true };
}

async function approveSignIn(deps: TelegramDeps, ctx: Context, code: repo.TelegramCodeRow, phone: string | null): Promise<Outcome> {
  const userId = phone === null ? null : await findUserIdByPhone(deps.db, phone);
  const link = userId === null ? null : await repo.findLinkOfUser(deps.db, userId);
  // The number's account must be linked to this very Telegram user: whoever else holds the code gets nothing.
  if (userId === null || !link || link.telegramUserId !== ctx.from?.id) return { text: 'sign_in_not_linked', done: true };
  const user = await findUserContact(deps.db, userId);
  if (!user || user.blocked) return { text: 'account_blocked', done: true };
  if (!(await repo.markContactDone(deps.db, code.codeHash, userId))) return { text: 'contact_no_code', done: true };
  // The owner's own contact with the account's number: the phone is theirs, as a confirmation shows it.
  await confirmPhoneByTelegram(deps.db, userId);
  return { text: 'sign_in_approved', done: true };
}

/** Shared contacts: each read against the code its chat was asked for. Installed before help. */
export const contacts: BotFeature = (bot, deps) => {
  bot.on('message:contact', async (ctx) => {
    const { contact } = ctx.message;
    const code = await repo.findCodeAwaitingContact(deps.db, ctx.chat.id);
    if (!code) {
      await say(deps, { chatId: ctx.chat.id, text: botText('contact_no_code', await languageOf(deps, ctx)), replyMarkup: removeKeyboard });
      return;
    }
    const language = await languageFor(deps, ctx, code);
    let outcome: Outcome;
    if (contact.user_id === undefined || contact.user_id !== ctx.from.id) outcome = { text: 'contact_not_own', done: false };
    else if (code.purpose === 'confirm_phone') outcome = await confirmPhone(deps, ctx, code, phoneOfContact(contact.phone_number));
    else outcome = await approveSignIn(deps, ctx, code, phoneOfContact(contact.phone_number));
    await say(deps, {
      chatId: ctx.chat.id,
      text: botText(outcome.text, language, outcome.params),
      replyMarkup: outcome.done ? removeKeyboard : shareContactKeyboard(language),
    });
  });
};
