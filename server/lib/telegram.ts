import { Bot, GrammyError, HttpError } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { TelegramSettings } from '../config';

/**
 * The bot, with grammY: its handlers (the telegram module's) and its API client, reaching the Bot API
 * at `settings.apiUrl`. Its identity is taken from the configuration (the token's number, the
 * username), so nothing asks Telegram at start (getMe) and an instance starts while Telegram is down.
 */
export function createTelegramBot(settings: TelegramSettings): Bot {
  const botInfo: UserFromGetMe = {
    id: Number(settings.token.split(':')[0]),
    is_bot: true,
    first_name: 'Ipak',
    username: settings.username,
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
  return new Bot(settings.token, { botInfo, client: { apiRoot: settings.apiUrl, timeoutSeconds: 30 } });
}

/** What a failed Bot API call was, for the job queue: retry later (and when), give up on this chat, or fail. */
export type TelegramFailure =
  | { kind: 'retry_after'; seconds: number }
  /** The user blocked the bot, deleted their account, or the chat is gone: unlink it. */
  | { kind: 'chat_gone' }
  /** Telegram is down or did not answer: try again after the queue's wait. */
  | { kind: 'unavailable' }
  /** Telegram refused the call (a bad message, a message not modified, …): trying again will not help. */
  | { kind: 'refused'; status: number; description: string };

export function telegramFailureOf(err: unknown): TelegramFailure {
  if (err instanceof GrammyError) {
    if (err.error_code === 429) return { kind: 'retry_after', seconds: err.parameters.retry_after ?? 5 };
    if (err.error_code === 403 || (err.error_code === 400 && /chat not found|user is deactivated/i.test(err.description))) return { kind: 'chat_gone' };
    if (err.error_code >= 500) return { kind: 'unavailable' };
    return { kind: 'refused', status: err.error_code, description: err.description };
  }
  if (err instanceof HttpError) return { kind: 'unavailable' };
  return { kind: 'unavailable' };
}
