import type { Bot } from 'grammy';
import type { InlineKeyboardMarkup, ReplyKeyboardMarkup, ReplyKeyboardRemove } from 'grammy/types';
import type { FastifyBaseLogger } from 'fastify';
import type { TelegramLink, TelegramLinkCode, TelegramPhoneStatus, TelegramSignInStart, TelegramUpdate } from '@shared/schemas/telegram';
import type { TelegramSettings } from '../../config';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import type { BlobStore } from '../../lib/blob-store';
import type { AccessTokens } from '../../lib/tokens';
import type { Queue } from '../../lib/jobs';
import type { Limit } from '../../lib/rate-limiter';
import { randomToken, sha256 } from '../../lib/tokens';
import { telegramFailureOf } from '../../lib/telegram';
import { findUserContact, signInByTelegram } from '../users';
import { telegramNotConfigured, telegramSignInExpired } from './telegram.errors';
import * as repo from './telegram.repository';
import type { TelegramCodePurpose } from './telegram.table';
import type { ChannelJob } from './channel.service';

/** What the Telegram side needs: the database, the bot (absent when no bot is configured), its settings and its queues. */
export interface TelegramDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** The stored files: a listing's photo is uploaded to the channel from here (Telegram cannot fetch a development address). */
  blobs: BlobStore;
  /** The bot and its settings, or undefined: no TELEGRAM_BOT_TOKEN, no Telegram anywhere. */
  bot?: { bot: Bot; settings: TelegramSettings };
  /** The site's address, for the links the bot sends (PUBLIC_URL); unset in development. */
  publicUrl?: string;
  queues: TelegramQueues;
  /** Telegram's limits on the bot's messages (in Redis when configured, so across instances): about one a second to a chat, about 30 a second in all. */
  pace: { chat: Limit; all: Limit };
  /** Posts a reply from Telegram into a site chat as the linked user (the messenger's postAsUser, handed in by server/app.ts). */
  postAsUser?: (userId: number, chatGuid: string, text: string) => Promise<unknown>;
  /** What a sign-in by Telegram needs to issue a session, as the password sign-in does (issue 41). */
  sessions: { tokens: AccessTokens; refreshTtlDays: number };
}

/** A message of the bot to one chat (telegram.send): plain text, with buttons if any. */
export interface TelegramSendJob {
  chatId: number | string;
  text: string;
  /** Inline buttons (a link to the site, say), or the reply keyboard (its 'share my contact' button) and its removal. */
  replyMarkup?: InlineKeyboardMarkup | ReplyKeyboardMarkup | ReplyKeyboardRemove;
  /** The site chat a chat notification is about: the sent message is recorded, so that a reply to it goes there. */
  siteChat?: string;
}

/** An update taken from the webhook or from polling, handled by the bot in a job (telegram.update). */
interface TelegramUpdateJob {
  update: TelegramUpdate;
}
export interface TelegramQueues {
  update: Queue<TelegramUpdateJob>;
  /** The bot's messages: each to its chat's group (one at a time per chat), 429's retry_after honoured. */
  send: Queue<TelegramSendJob>;
  /** setWebhook, once at start across instances (its job key). */
  webhook: Queue<{ url: string }>;
  /** Hourly: forgets old update ids and codes. */
  prune: Queue<object>;
  /** The channel of new listings: one listing's post made to match it (keyed by listing: a burst of changes is one job), one at a time. */
  channel: Queue<ChannelJob>;
  /** Every 10 minutes: the posts of listings no longer public (an announcement past its last day) are taken down. */
  channelSweep: Queue<object>;
}

/** How long a t.me link's code may be used (issue 41: ten minutes). */
const CODE_TTL_MS = 10 * 60 * 1000;

/** The configured bot, or 404 telegram.not_configured. */
export function requireBot(deps: TelegramDeps) {
  if (!deps.bot) throw telegramNotConfigured();
  return deps.bot;
}

/**
 * Makes a one-time code for the bot's /start (it replaces the user's earlier unused code of the same
 * purpose) and the t.me link that carries it. The code is 32 URL-safe characters, as /start's
 * payload allows (≤ 64 of A–Z, a–z, 0–9, _ and -); only its hash is kept.
 */
async function createStartCode(deps: TelegramDeps, userId: number | null, purpose: TelegramCodePurpose, pollTokenHash?: string): Promise<TelegramLinkCode & { code: string }> {
  const { settings } = requireBot(deps);
  const code = randomToken(24);
  const expiresAt = new Date(Date.now() + CODE_TTL_MS);
  if (userId !== null) await repo.voidCodes(deps.db, userId, purpose);
  await repo.insertCode(deps.db, { codeHash: sha256(code), userId, purpose, expiresAt, pollTokenHash });
  return { code, url: `https://t.me/${settings.username}?start=${code}`, expires_at: expiresAt.toISOString() };
}

/** POST link/: a link to the bot that links the caller's account when opened (valid CODE_TTL_MS, once). */
export async function createLink(deps: TelegramDeps, user: AuthUser): Promise<TelegramLinkCode> {
  const { url, expires_at } = await createStartCode(deps, user.id, 'link');
  return { url, expires_at };
}

/** GET link/: whether the caller's account is linked, and to which Telegram account. */
export async function linkStatus(deps: TelegramDeps, user: AuthUser): Promise<TelegramLink> {
  requireBot(deps);
  const row = await repo.findLinkOfUser(deps.db, user.id);
  return { linked: row !== null, username: row?.username ?? null, first_name: row?.firstName ?? null, linked_at: row?.linkedAt.toISOString() ?? null };
}

/** DELETE link/: unlinks the caller's Telegram (nothing more reaches it); unlinked already is no error. */
export async function unlink(deps: TelegramDeps, user: AuthUser): Promise<void> {
  requireBot(deps);
  await repo.unlinkUser(deps.db, user.id);
}

/**
 * POST confirm-phone/ (issue 41): a link to the bot that, opened, asks the caller to share their
 * contact; their own contact with the account's number confirms the phone (telegram.contact.ts).
 * Valid CODE_TTL_MS, once; a new one voids the one asked for before.
 */
export async function createPhoneConfirmation(deps: TelegramDeps, user: AuthUser): Promise<TelegramLinkCode> {
  const { url, expires_at } = await createStartCode(deps, user.id, 'confirm_phone');
  return { url, expires_at };
}

/** GET confirm-phone/: whether the caller's phone is confirmed now (read afresh: the session's copy is of its start). */
export async function phoneStatus(deps: TelegramDeps, user: AuthUser): Promise<TelegramPhoneStatus> {
  requireBot(deps);
  return { phone_confirmed: (await findUserContact(deps.db, user.id))?.phoneConfirmed ?? false };
}

/**
 * POST sign-in/ (issue 41, a visitor): a link to the bot with a one-time code of purpose 'sign_in', and
 * a poll token that only this browser holds (only its hash is kept). The bot asks whoever opens the
 * link for their contact; a contact that is the sender's own, whose Telegram is linked to the account
 * with that number, approves the sign-in, and the poll token then takes the session. The code alone
 * (seen over a shoulder, sent to someone) signs nobody in.
 */
export async function startSignIn(deps: TelegramDeps): Promise<TelegramSignInStart> {
  const pollToken = randomToken(32);
  const { url, expires_at } = await createStartCode(deps, null, 'sign_in', sha256(pollToken));
  return { url, expires_at, poll_token: pollToken };
}

/** How long after its code expired an approved sign-in's session may still be taken (the page's last poll). */
const SIGN_IN_CLAIM_GRACE_SECONDS = 60;

/**
 * POST sign-in/poll/: 'waiting' until the owner shares their contact in the bot; then the session, once
 * (a new session as the password sign-in issues it; a blocked account 403 auth.blocked). An unknown,
 * expired or already taken sign-in is 410 telegram.sign_in_expired.
 */
export async function pollSignIn(deps: TelegramDeps, pollToken: string): Promise<{ status: 'waiting' } | { status: 'signed_in'; tokens: { access: string; refresh: string } }> {
  requireBot(deps);
  const row = await repo.findSignIn(deps.db, sha256(pollToken));
  if (!row || row.claimedAt) throw telegramSignInExpired();
  if (!row.doneAt) {
    if (row.expiresAt.getTime() <= Date.now()) throw telegramSignInExpired();
    return { status: 'waiting' };
  }
  const userId = await repo.claimSignIn(deps.db, row.codeHash, SIGN_IN_CLAIM_GRACE_SECONDS);
  if (userId === null) throw telegramSignInExpired();
  return { status: 'signed_in', tokens: await signInByTelegram({ db: deps.db, ...deps.sessions }, userId) };
}

/**
 * An update from Telegram (the webhook, or polling): taken once by its update_id (a repeat is
 * dropped) and queued for the bot in the same transaction, so that an update is either both taken
 * and queued or neither (Telegram sends it again). The caller answers Telegram at once.
 */
export async function receiveUpdate(deps: TelegramDeps, update: TelegramUpdate): Promise<void> {
  requireBot(deps);
  await deps.db.transaction(async (tx) => {
    // One chat's updates are handled one at a time, in the order they came (a /start, then the contact it asks for).
    if (await repo.takeUpdate(tx, update.update_id)) await deps.queues.update.sendInGroup({ update }, chatGroupOf(updateChatOf(update)), 0, tx);
  });
}

/** The chat an update is from (a message's, a button press's), or 'other' for what has none. */
function updateChatOf(update: TelegramUpdate): number | string {
  const { message, callback_query: callback } = update as { message?: { chat?: { id?: unknown } }; callback_query?: { message?: { chat?: { id?: unknown } } } };
  const id = message?.chat?.id ?? callback?.message?.chat?.id;
  return typeof id === 'number' ? id : 'other';
}

/** The job group of a chat's messages: one at a time per chat (Telegram allows about one a second to a chat). */
const chatGroupOf = (chatId: number | string) => `chat:${chatId}`;

/** Queues a message of the bot to a chat (telegram.send): the caller never waits for Telegram, and a failure is tried again. */
export async function say(deps: TelegramDeps, job: TelegramSendJob): Promise<void> {
  await deps.queues.send.sendInGroup(job, chatGroupOf(job.chatId));
}

/**
 * The longest wait for a turn that a message waits out in its job (holding its chat's place, so the
 * chat's messages keep their order); a longer one goes back to the queue, where a later message of
 * the chat may overtake it. 30 s covers a burst of a few dozen messages to one chat at one a second
 * (3 s let the fourth reply of a quick exchange fall behind the fifth, seen on PostgreSQL).
 */
const MAX_TURN_WAIT_MS = 30_000;

/**
 * Takes the message's turn within Telegram's limits (its chat: one a second; the bot: 30 a second;
 * counted in Redis when configured, so across instances): waits for it when it is near, answers 0;
 * else answers the seconds until it comes.
 */
async function takeTurn(deps: TelegramDeps, chatId: number | string): Promise<number> {
  for (;;) {
    const wait = (await deps.pace.chat.take(String(chatId))) || (await deps.pace.all.take('bot'));
    if (wait === 0) return 0;
    if (wait > MAX_TURN_WAIT_MS) return Math.ceil(wait / 1000);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * telegram.send: one message, in its turn within Telegram's limits (its group keeps a chat's
 * messages one at a time, in order, as near as pg-boss's group limit holds (jobs.ts); a turn far
 * away puts it back in the queue). Telegram's 429 puts it back for retry_after seconds; a chat that is gone
 * (the user blocked the bot) is unlinked and the message dropped; a refusal (a bad message) is logged
 * and dropped; Telegram down or silent throws, to be tried again after a growing wait.
 */
export async function deliver(deps: TelegramDeps, job: TelegramSendJob): Promise<void> {
  const { bot } = requireBot(deps);
  const wait = await takeTurn(deps, job.chatId);
  if (wait > 0) return deps.queues.send.sendInGroup(job, chatGroupOf(job.chatId), wait);
  let sent;
  try {
    sent = await bot.api.sendMessage(job.chatId, job.text, { reply_markup: job.replyMarkup, link_preview_options: { is_disabled: true } });
  } catch (err) {
    const failure = telegramFailureOf(err);
    if (failure.kind === 'retry_after') return deps.queues.send.sendInGroup(job, chatGroupOf(job.chatId), failure.seconds);
    if (failure.kind === 'chat_gone') {
      if (typeof job.chatId === 'number') await repo.unlinkChat(deps.db, job.chatId);
      deps.log.info({ chat: job.chatId }, 'telegram: the chat is gone (the bot was blocked); unlinked');
      return;
    }
    if (failure.kind === 'refused') {
      deps.log.warn({ chat: job.chatId, status: failure.status, description: failure.description }, 'telegram: message refused');
      return;
    }
    throw err;
  }
  // A chat notification: a reply to this message goes into its site chat (a failure here loses only that, not the message).
  if (job.siteChat && typeof job.chatId === 'number') {
    await repo.recordSent(deps.db, { chatId: job.chatId, messageId: sent.message_id, siteChat: job.siteChat }).catch((err) => deps.log.error({ err }, 'telegram: sent chat notification not recorded'));
  }
}
