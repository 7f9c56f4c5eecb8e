import type { Bot, Composer, Context } from 'grammy';
import type { LanguageCode } from '@shared/constants';
import { sha256 } from '../../lib/tokens';
import { findUserContact } from '../users';
import { botText, languageOfTelegramUser } from './bot-texts';
import * as repo from './telegram.repository';
import { say, type TelegramDeps } from './telegram.service';
import type { TelegramCodePurpose } from './telegram.table';

/**
 * The bot's handlers (grammY middleware), run by the telegram.update job for each update taken. Only
 * private chats are answered. The bot is made of features, each a set of handlers installed in
 * order: the first that handles an update ends it, and the last one (help) answers what nobody did.
 */
export type BotFeature = (bot: Composer<Context>, deps: TelegramDeps) => void;

/** What a spent /start code does, per purpose (the linking feature handles 'link'). */
export type StartHandler = (ctx: Context, code: repo.TelegramCodeRow, deps: TelegramDeps) => Promise<void>;

/** The reader's language: the linked account's, else their Telegram app's, else Uzbek. */
export async function languageOf(deps: TelegramDeps, ctx: Context): Promise<LanguageCode> {
  const link = ctx.chat ? await repo.findLinkOfChat(deps.db, ctx.chat.id) : null;
  const user = link ? await findUserContact(deps.db, link.userId) : null;
  return user?.language ?? languageOfTelegramUser(ctx.from?.language_code);
}

/** The bot's answer in this private chat, in the reader's language, sent through the send queue (a Telegram outage delays it, never loses it). */
async function replyIn(deps: TelegramDeps, ctx: Context, code: Parameters<typeof botText>[0], params: Record<string, string> = {}) {
  if (ctx.chat) await say(deps, { chatId: ctx.chat.id, text: botText(code, await languageOf(deps, ctx), params) });
}

/** /start <code> of purpose 'link': this chat becomes the account's Telegram (the account's earlier chat, and the chat's earlier account, are unlinked). */
const linkAccount: StartHandler = async (ctx, code, deps) => {
  if (code.userId === null || !ctx.from || !ctx.chat) return;
  await repo.link(deps.db, { userId: code.userId, chatId: ctx.chat.id, telegramUserId: ctx.from.id, username: ctx.from.username ?? null, firstName: ctx.from.first_name });
  const user = await findUserContact(deps.db, code.userId);
  await say(deps, { chatId: ctx.chat.id, text: botText('linked', user?.language, { name: user?.firstName || ctx.from.first_name }) });
};

/**
 * /start and /stop. /start carries a one-time code (a t.me link's ?start=): spent once, it does what
 * its purpose says (`startHandlers`); an unknown, spent or expired code gets a polite answer and does
 * nothing. /start alone says what the bot is for. /stop unlinks the chat's account.
 */
export function linking(startHandlers: Partial<Record<TelegramCodePurpose, StartHandler>>): BotFeature {
  const handlers: Partial<Record<TelegramCodePurpose, StartHandler>> = { link: linkAccount, ...startHandlers };
  return (bot, deps) => {
    bot.command('start', async (ctx) => {
      const payload = ctx.match.trim();
      if (!payload) return replyIn(deps, ctx, 'welcome');
      const code = /^[\w-]{1,64}$/.test(payload) ? await repo.spendCode(deps.db, sha256(payload)) : null;
      const handle = code ? handlers[code.purpose] : undefined;
      if (!code || !handle) return replyIn(deps, ctx, 'code_invalid');
      await handle(ctx, code, deps);
    });
    bot.command('stop', async (ctx) => {
      const language = await languageOf(deps, ctx);
      const userId = await repo.unlinkChat(deps.db, ctx.chat.id);
      await say(deps, { chatId: ctx.chat.id, text: botText(userId === null ? 'not_linked' : 'unlinked', language) });
    });
  };
}

/** The last feature: whatever no other feature handled gets a short help text. */
export const help: BotFeature = (bot, deps) => {
  bot.on('message', (ctx) => replyIn(deps, ctx, 'help'));
};

/** Installs the features on the bot, in order, for private chats only (a channel's or group's updates are ignored). */
export function installBot(bot: Bot, deps: TelegramDeps, features: BotFeature[]) {
  const privateChats = bot.chatType('private');
  for (const feature of features) feature(privateChats as unknown as Composer<Context>, deps);
}
