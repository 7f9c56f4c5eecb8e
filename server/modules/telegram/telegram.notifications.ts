import type { InlineKeyboardMarkup } from 'grammy/types';
import type { LanguageCode } from '@shared/constants';
import { notificationKindOf } from '@shared/notification-kinds';
import type { ServerNotification } from '@shared/schemas/messenger';
import type { ChatContext } from '../messenger';
import { isNotificationKindOn } from '../notifications';
import { notificationWords } from '../push';
import { findUserContact } from '../users';
import { botText } from './bot-texts';
import * as repo from './telegram.repository';
import { say, type TelegramDeps, type TelegramSendJob } from './telegram.service';

/**
 * Notifications in Telegram (issue 41): the bell's notification told in the linked chat with the bot,
 * in the user's language, with the same words as Web Push (push-texts.ts: one source) and a button
 * to open it on the site (with PUBLIC_URL; without it the text alone). A chat message also says what
 * the chat is about and how to answer: a reply to it goes into that chat (telegram.replies.ts).
 */
function notificationMessage(notification: Pick<ServerNotification, 'code' | 'params' | 'link'>, language: LanguageCode, publicUrl: string | undefined, chat?: ChatContext): Omit<TelegramSendJob, 'chatId'> | null {
  const words = notificationWords(notification.code, notification.params, language);
  if (!words) return null;
  const lines = [words.title];
  if (chat?.about) lines.push(`${botText(chat.about.type === 'product' ? 'about_product' : 'about_announcement', language)}: ${chat.about.title}`);
  if (words.body) lines.push(words.body);
  if (chat) lines.push('', botText('reply_hint', language));
  const url = publicUrl && notification.link?.startsWith('/') ? `${publicUrl.replace(/\/+$/, '')}${notification.link}` : null;
  const replyMarkup: InlineKeyboardMarkup | undefined = url ? { inline_keyboard: [[{ text: botText(chat ? 'button_open_chat' : 'button_open', language), url }]] } : undefined;
  return { text: lines.join('\n'), replyMarkup, siteChat: chat?.chat };
}

/**
 * Tells a user of a notification in Telegram when they linked it and get its kind (the same switches
 * as the bell and Web Push): queued on telegram.send, paced within Telegram's limits. Nothing without
 * a bot, a link, or words for the code. A chat message carries its chat (`chat`): the sent message is
 * recorded so that a reply to it is posted there.
 */
export async function notify(deps: TelegramDeps, userId: number, notification: ServerNotification, chat?: ChatContext): Promise<void> {
  if (!deps.bot) return;
  const kind = notificationKindOf(notification.code);
  if (kind && !(await isNotificationKindOn({ db: deps.db }, userId, kind))) return;
  const link = await repo.findLinkOfUser(deps.db, userId);
  if (!link) return;
  const user = await findUserContact(deps.db, userId);
  const message = notificationMessage(notification, user?.language ?? 'uz', deps.publicUrl, chat);
  if (message) await say(deps, { chatId: link.chatId, ...message });
}
