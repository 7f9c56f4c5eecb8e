import { GrammyError, InputFile, InputMediaBuilder, type Bot } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import { largestImageFile, storedImageAsJpeg } from '../../lib/images';
import { telegramFailureOf } from '../../lib/telegram';
import { sha256 } from '../../lib/tokens';
import { channelAnnouncement, listedAnnouncementIds } from '../announcements';
import { channelProduct, publicProductIds } from '../shop';
import { announcementCaption, CHANNEL_BUTTON, GONE_CAPTION, productCaption } from './channel-texts';
import * as repo from './channel.repository';
import type { TelegramDeps } from './telegram.service';
import { CHANNEL_LISTING_KINDS, type ChannelListingKind } from './telegram.table';

/**
 * The channel of new listings (issue 41): every public product and announcement has one post in
 * TELEGRAM_CHANNEL, made to match the listing by one reconciling job per listing (telegram.channel,
 * keyed `<kind>:<id>`, so a burst of changes is one job): it reads what everyone may see of the listing
 * now (the listing's module answers null when it is not public) and posts, edits or deletes the
 * channel's message to match, keeping which message it is (telegram_channel_posts). The listing
 * modules tell of every write and decision (listingChanged, wired in server/app.ts); a sweep takes
 * down the posts of listings that stopped being public without a write (an announcement past its last
 * day, a listing deleted with its author's account). The jobs run one at a time (one group): a channel
 * takes about 20 posts a minute, and Telegram's 429 puts the job back for its retry_after.
 */

/** A listing's job: its post is made to match it. */
export interface ChannelJob {
  kind: ChannelListingKind;
  id: number;
}

/** All the channel's jobs are one group: one at a time across instances. */
const CHANNEL_GROUP = 'channel';
const keyOf = (job: ChannelJob) => `${job.kind}:${job.id}`;

/** The bot and the channel, when both are configured; else null (no channel posts at all). */
function channelOf(deps: TelegramDeps): { bot: Bot; chat: string } | null {
  const chat = deps.bot?.settings.channel;
  return deps.bot && chat ? { bot: deps.bot.bot, chat } : null;
}

/**
 * A listing was created, changed, removed or moderated: its post is brought up to date in a job (a
 * job of it still waiting takes this one's place). Never throws: a listing's write is not undone for
 * its post (a failure to queue is logged).
 */
export async function listingChanged(deps: TelegramDeps, kind: ChannelListingKind, id: number): Promise<void> {
  if (!channelOf(deps)) return;
  await deps.queues.channel.upsert(keyOf({ kind, id }), { kind, id }, CHANNEL_GROUP).catch((err: unknown) => deps.log.error({ err, kind, id }, 'telegram: channel post not queued'));
}

/** What a listing's post should be: its caption (HTML), its photo's key (null: a text message), its button, and their hash. */
interface PostContent {
  caption: string;
  photoKey: string | null;
  replyMarkup: InlineKeyboardMarkup | undefined;
  hash: string;
}

/** The post a listing should have now, or null when it is not public (then it should have none). */
async function contentOf(deps: TelegramDeps, job: ChannelJob): Promise<PostContent | null> {
  const listing = job.kind === 'product' ? await channelProduct(deps, job.id) : await channelAnnouncement(deps, job.id);
  if (!listing) return null;
  const caption = job.kind === 'product' ? productCaption(listing as Parameters<typeof productCaption>[0]) : announcementCaption(listing as Parameters<typeof announcementCaption>[0]);
  // Telegram cannot reach a development address: the photo is uploaded, so its file must be here.
  const photoKey = listing.image && (await deps.blobs.has(largestImageFile(listing.image))) ? listing.image : null;
  // The button needs the site's absolute address (PUBLIC_URL); without it, none.
  const url = deps.publicUrl ? `${deps.publicUrl}${listing.path}` : null;
  const replyMarkup = url ? { inline_keyboard: [[{ text: CHANNEL_BUTTON, url }]] } : undefined;
  return { caption, photoKey, replyMarkup, hash: sha256(JSON.stringify([caption, url])) };
}

/** Whether a refusal says the message is not there (deleted by hand in the channel): then it is posted anew, or is gone already. */
const isMissing = (err: unknown) => err instanceof GrammyError && /message to (edit|delete) not found|MESSAGE_ID_INVALID/i.test(err.description);
/** Whether an edit changed nothing (the message already is what it should be): a success. */
const isNotModified = (err: unknown) => err instanceof GrammyError && /message is not modified/i.test(err.description);
/** Whether Telegram no longer lets the bot delete the message (older than 48 hours). */
const isUndeletable = (err: unknown) => err instanceof GrammyError && /message can't be deleted/i.test(err.description);

/** The photo to upload: the stored image's widest copy, as JPEG. */
async function photoOf(deps: TelegramDeps, key: string): Promise<InputFile> {
  const bytes = await storedImageAsJpeg(deps.blobs, key);
  if (!bytes) throw new Error(`telegram: the image ${key} is not stored`);
  return new InputFile(bytes, 'ipak.jpg');
}

/** Posts the listing anew (a photo with its caption, or a text message) and keeps which message it is. */
async function postNew(deps: TelegramDeps, channel: { bot: Bot; chat: string }, job: ChannelJob, content: PostContent) {
  const { bot, chat } = channel;
  const message = content.photoKey
    ? await bot.api.sendPhoto(chat, await photoOf(deps, content.photoKey), { caption: content.caption, parse_mode: 'HTML', reply_markup: content.replyMarkup })
    : await bot.api.sendMessage(chat, content.caption, { parse_mode: 'HTML', reply_markup: content.replyMarkup, link_preview_options: { is_disabled: true } });
  await repo.savePost(deps.db, { kind: job.kind, listingId: job.id, chat, messageId: message.message_id, photoKey: content.photoKey, captionHash: content.hash });
}

/**
 * Takes a post down: deleted (one deleted already is no error). One older than Telegram lets a bot
 * delete (48 hours) is edited instead to say that the listing is gone, without its button.
 */
async function takeDown(deps: TelegramDeps, bot: Bot, post: repo.ChannelPostRow) {
  try {
    await bot.api.deleteMessage(post.chat, post.messageId);
  } catch (err) {
    if (isMissing(err)) return;
    if (!isUndeletable(err)) throw err;
    try {
      if (post.photoKey) await bot.api.editMessageCaption(post.chat, post.messageId, { caption: GONE_CAPTION });
      else await bot.api.editMessageText(post.chat, post.messageId, GONE_CAPTION);
    } catch (editErr) {
      if (!isMissing(editErr) && !isNotModified(editErr)) throw editErr;
    }
  }
}

/** Brings the listing's post in line with the listing (see the file's comment). */
async function reconcile(deps: TelegramDeps, channel: { bot: Bot; chat: string }, job: ChannelJob) {
  const { bot, chat } = channel;
  const [content, post] = await Promise.all([contentOf(deps, job), repo.findPost(deps.db, job.kind, job.id)]);
  if (!content) {
    if (!post) return;
    await takeDown(deps, bot, post);
    await repo.forgetPost(deps.db, job.kind, job.id);
    return;
  }
  if (!post) return postNew(deps, channel, job, content);
  // A post in another channel (TELEGRAM_CHANNEL changed) or of another sort (a photo now, or none) is replaced.
  if (post.chat !== chat || (post.photoKey === null) !== (content.photoKey === null)) {
    await takeDown(deps, bot, post).catch((err: unknown) => {
      // Wait for Telegram when it says so; a post it refuses to take down (the bot is gone from the old channel) stays there.
      if (telegramFailureOf(err).kind === 'retry_after' || telegramFailureOf(err).kind === 'unavailable') throw err;
      deps.log.warn({ err, ...job }, 'telegram: the old channel post was not taken down');
    });
    return postNew(deps, channel, job, content);
  }
  if (post.photoKey === content.photoKey && post.captionHash === content.hash) return;
  const saved = { kind: job.kind, listingId: job.id, chat, messageId: post.messageId, photoKey: content.photoKey, captionHash: content.hash };
  try {
    if (content.photoKey && post.photoKey !== content.photoKey) {
      // A new first photo: the photo and its caption in one edit.
      const media = InputMediaBuilder.photo(await photoOf(deps, content.photoKey), { caption: content.caption, parse_mode: 'HTML' });
      await bot.api.editMessageMedia(chat, post.messageId, media, { reply_markup: content.replyMarkup });
    } else if (content.photoKey) {
      // The button is sent again with every edit: an edit without it would take it away.
      await bot.api.editMessageCaption(chat, post.messageId, { caption: content.caption, parse_mode: 'HTML', reply_markup: content.replyMarkup });
    } else {
      await bot.api.editMessageText(chat, post.messageId, content.caption, { parse_mode: 'HTML', reply_markup: content.replyMarkup, link_preview_options: { is_disabled: true } });
    }
  } catch (err) {
    if (isMissing(err)) return postNew(deps, channel, job, content);
    if (!isNotModified(err)) throw err;
  }
  await repo.savePost(deps.db, saved);
}

/**
 * telegram.channel: one listing's post made to match it. Telegram's 429 puts the job back for its
 * retry_after (a newer job of the listing waiting takes the wait); Telegram down or silent throws, to
 * be tried again after a growing wait; a refusal (the bot is no administrator of the channel, a
 * caption Telegram will not take) is logged and dropped: trying again will not help.
 */
export async function reconcileChannelPost(deps: TelegramDeps, job: ChannelJob): Promise<void> {
  const channel = channelOf(deps);
  if (!channel) return;
  try {
    await reconcile(deps, channel, job);
  } catch (err) {
    const failure = telegramFailureOf(err);
    if (failure.kind === 'retry_after') return deps.queues.channel.upsert(keyOf(job), job, CHANNEL_GROUP, failure.seconds);
    if (failure.kind === 'unavailable') throw err;
    deps.log.warn({ ...job, chat: channel.chat, failure }, 'telegram: the channel refused a post');
  }
}

/** How many posts the sweep checks per query. */
const SWEEP_BATCH = 500;

/**
 * telegram.channel-sweep (every 10 minutes): the listings with a post that are no longer public get
 * their job (it takes the post down). That is how an announcement leaves the channel after its last
 * day, which no write marks; and a listing gone with its author's account.
 */
export async function sweepChannel(deps: TelegramDeps): Promise<void> {
  if (!channelOf(deps)) return;
  for (const kind of CHANNEL_LISTING_KINDS) {
    let after = 0;
    for (;;) {
      const ids = await repo.postedAfter(deps.db, kind, after, SWEEP_BATCH);
      if (!ids.length) break;
      const live = kind === 'product' ? await publicProductIds(deps, ids) : await listedAnnouncementIds(deps, ids);
      for (const id of ids) if (!live.has(id)) await listingChanged(deps, kind, id);
      after = ids[ids.length - 1]!;
    }
  }
}
