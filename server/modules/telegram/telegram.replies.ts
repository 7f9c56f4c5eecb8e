import { AppError } from '../../lib/errors';
import { findUserContact } from '../users';
import { botText, type BotTextCode } from './bot-texts';
import type { BotFeature } from './telegram.bot';
import * as repo from './telegram.repository';
import { say } from './telegram.service';

/** Why a reply was not posted, in the bot's words, by the messenger's refusal. */
function refusalText(err: unknown): BotTextCode {
  if (!(err instanceof AppError)) return 'reply_failed';
  if (err.code === 'messenger.chat_forbidden') return 'reply_forbidden';
  if (err.code === 'auth.phone_unconfirmed') return 'reply_phone_unconfirmed';
  if (err.code === 'auth.blocked') return 'reply_blocked';
  if (err.code === 'messenger.message_too_long') return 'reply_too_long';
  if (err.status === 429) return 'reply_rate_limited';
  return 'reply_failed';
}

/**
 * Answering from Telegram (issue 41): a text that replies (reply_to_message) to one of the bot's chat
 * notifications in a linked chat is posted into that site chat as the linked account, by the
 * messenger's rules (a member of the chat only, a confirmed phone, the send limit, not blocked), and
 * the user is told it was posted or why not. Anything else — a reply to another message, a reply
 * from a chat linked to no account — passes on (to the help text).
 */
export const replies: BotFeature = (bot, deps) => {
  bot.on('message:text', async (ctx, next) => {
    const replyTo = ctx.message.reply_to_message;
    if (!replyTo || !deps.postAsUser) return next();
    const link = await repo.findLinkOfChat(deps.db, ctx.chat.id);
    // Only the bot's own messages in this chat are recorded: the chat is the key, not just the message id.
    const siteChat = link ? await repo.findSentChat(deps.db, ctx.chat.id, replyTo.message_id) : null;
    if (!link || !siteChat) return next();
    let answer: BotTextCode = 'reply_posted';
    try {
      await deps.postAsUser(link.userId, siteChat, ctx.message.text);
    } catch (err) {
      answer = refusalText(err);
      if (answer === 'reply_failed') deps.log.error({ err }, 'telegram: a reply was not posted');
    }
    const user = await findUserContact(deps.db, link.userId);
    await say(deps, { chatId: ctx.chat.id, text: botText(answer, user?.language) });
  });
};
