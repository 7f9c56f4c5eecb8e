import { createHash, createPublicKey } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerNotification } from '@shared/schemas/messenger';
import type { NotificationKind } from '@shared/notification-kinds';
import type { PushPayload, PushSettings } from '@shared/schemas/push';
import type { LanguageCode } from '@shared/constants';
import { profilePaths } from '@shared/paths';
import { shorten } from '@shared/text/shorten';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { JobFailure, type Queue } from '../../lib/jobs';
import type { SessionRevocations } from '../../lib/session-revocations';
import { isAllowedPushEndpoint, type PushDelivery, type PushFailureCode, type PushSender } from '../../lib/web-push';
import { isNotificationKindOn } from '../notifications';
import { findSessionUser } from '../users';
import { endpointInvalid, endpointTaken, keyInvalid, subscriptionNotFound } from './push.errors';
import { canManagePushSubscription } from './push.policies';
import { presentSettings } from './push.presenter';
import { pushKindOf, pushWords } from './push-texts';
import * as repo from './push.repository';

/** What Web Push needs: the database, the sender (web-push with our VAPID keys), the session check, and its two queues. */
export interface PushDeps {
  db: Db;
  log: FastifyBaseLogger;
  sender: PushSender;
  revocations: SessionRevocations;
  /** PUSH_ALLOW_LOCAL_ENDPOINTS: a local fake push service may be subscribed (tests, development). */
  allowLocalEndpoints: boolean;
  queues: PushQueues;
}

/** A notification to tell a user's browsers of (push.notify): fanned out into one send per browser. */
export type PushNotifyJob = { userId: number } & Pick<ServerNotification, 'code' | 'params' | 'link'>;
/** One message to one browser (push.send), tried again on its own while its push service fails. */
export interface PushSendJob {
  subscription: number;
  payload: string;
  delivery: PushDelivery;
}
export interface PushQueues {
  notify: Queue<PushNotifyJob>;
  send: Queue<PushSendJob>;
}

/** A user's browsers with push on; past it, the least recently renewed goes (a browser long unused). */
const MAX_SUBSCRIPTIONS_PER_USER = 10;

/** How long a push service keeps each kind for a browser that is offline, and how urgently it delivers it. */
const DELIVERY: Record<NotificationKind, Omit<PushDelivery, 'topic'>> = {
  chat_message: { ttlSeconds: 24 * 3600, urgency: 'high' },
  saved_search: { ttlSeconds: 3 * 24 * 3600, urgency: 'normal' },
  moderation: { ttlSeconds: 7 * 24 * 3600, urgency: 'normal' },
  courses: { ttlSeconds: 7 * 24 * 3600, urgency: 'normal' },
};

/** Title and body lengths a notification shows whole on a phone; the payload stays far below a push service's 4 KB. */
const TITLE_MAX = 120;
const BODY_MAX = 300;

const unpadded = (key: string) => key.replace(/=+$/, '');

/** Whether a p256dh is an uncompressed point of P-256 (an encryption with anything else fails at every send). */
function isP256Point(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return false;
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/** GET key/: the VAPID public key a browser subscribes with. */
export const pushKey = (deps: PushDeps) => ({ public_key: deps.sender.publicKey });

/** In how many browsers the caller has push on. */
export async function settings(deps: PushDeps, user: AuthUser): Promise<PushSettings> {
  return presentSettings(await repo.countSubscriptions(deps.db, user.id));
}

/**
 * POST subscribe/: push on in this browser, for the caller's session. Sent again by the same user
 * (another session, another language, renewed keys) it renews the row; an endpoint that is another
 * user's is refused (the browser subscribes afresh). At most MAX_SUBSCRIPTIONS_PER_USER browsers.
 */
export async function subscribe(
  deps: PushDeps,
  user: AuthUser,
  sessionId: string,
  body: { endpoint: string; keys: { p256dh: string; auth: string }; language: LanguageCode },
): Promise<PushSettings> {
  if (!isAllowedPushEndpoint(body.endpoint, deps.allowLocalEndpoints)) throw endpointInvalid();
  const p256dh = unpadded(body.keys.p256dh);
  if (!isP256Point(p256dh)) throw keyInvalid();
  const existing = await repo.findByEndpoint(deps.db, body.endpoint);
  if (existing && !canManagePushSubscription(user, existing)) throw endpointTaken();
  const row = await repo.upsertSubscription(deps.db, { userId: user.id, endpoint: body.endpoint, p256dh, auth: unpadded(body.keys.auth), language: body.language, sessionId });
  // Taken by another user between the two statements.
  if (!row) throw endpointTaken();
  await repo.trimSubscriptions(deps.db, user.id, MAX_SUBSCRIPTIONS_PER_USER);
  return settings(deps, user);
}

/** POST unsubscribe/: push off in this browser. Someone else's endpoint is answered as an unknown one. */
export async function unsubscribe(deps: PushDeps, user: AuthUser, endpoint: string): Promise<void> {
  const row = await repo.findByEndpoint(deps.db, endpoint);
  if (!row || !canManagePushSubscription(user, row)) throw subscriptionNotFound();
  await repo.deleteSubscription(deps.db, row.id);
}

// ---------------------------------------------------------------------------------------------
// Sending: what other modules call (through server/app.ts) when something happened to a user.

/** A push service's topic (≤ 32 URL-safe characters) for a notification's subject: a newer message about it replaces an undelivered older one. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/** A notification's subject (a chat, an announcement, an item decided on): the payload's tag, whose topic a newer message replaces. */
const tagOf = (job: Pick<PushNotifyJob, 'code' | 'link'>) => `${job.code.split('.')[0]}:${job.link ?? profilePaths.notifications()}`;

/** The job group of a user's notifications and messages: at most NOTIFY_PER_USER and SEND_PER_USER of them run at once (push.jobs.ts). */
export const pushGroupOf = (userId: number) => `user:${userId}`;

/**
 * A user's messages waiting to be sent (to any of their browsers); past it, a notification's push is
 * dropped (the bell still has it). Coalescing keeps an honest user far below: one waiting message per
 * browser and subject.
 */
export const MAX_WAITING_SENDS_PER_USER = 50;

/** A subscription whose push service has never taken a message is removed after this many failures in a row. */
const NEVER_TAKEN_MAX_FAILURES = 3;

/**
 * Tells the user's browsers of a notification (one the bell shows too), if its code is a kind of
 * push (push-texts.ts): queued (push.notify), so that the caller's request never waits for a push
 * service or fails with one, and the message outlives this instance. Resolves once it is queued; a
 * failure to queue is logged, never thrown.
 */
export async function sendWebPush(deps: PushDeps, userId: number, notification: Pick<ServerNotification, 'code' | 'params' | 'link'>): Promise<void> {
  if (!pushKindOf(notification.code)) return;
  const job: PushNotifyJob = { userId, code: notification.code, params: notification.params, link: notification.link };
  // Only the latest notification of a subject waits: a burst of chat messages is one push.
  await deps.queues.notify.upsert(`${userId}:${topicOf(tagOf(job))}`, job, pushGroupOf(userId)).catch((err: unknown) => deps.log.error({ err, userId, code: notification.code }, 'web push not queued'));
}

/**
 * push.notify: the messages of a notification, one per browser of the user (if the user has not
 * switched its kind off), each in the browser's own language, queued as push.send: each replaces the
 * browser's message of the same subject still waiting (only the latest waits). A browser whose session
 * has ended is not sent to, and its row goes. A user with MAX_WAITING_SENDS_PER_USER messages waiting
 * gets no more until they are sent (or given up on).
 */
export async function fanOutPush(deps: PushDeps, job: PushNotifyJob): Promise<void> {
  const kind = pushKindOf(job.code);
  if (!kind) return;
  const group = pushGroupOf(job.userId);
  if ((await deps.queues.send.waiting(group)) >= MAX_WAITING_SENDS_PER_USER) {
    deps.log.warn({ userId: job.userId, code: job.code }, 'push dropped: too many messages waiting for this user');
    return;
  }
  const subscriptions = await repo.subscriptionsToSend(deps.db, job.userId);
  // Switched off since the notification was made: its notification settings hold for push as well.
  if (!subscriptions.length || !(await isNotificationKindOn({ db: deps.db }, job.userId, kind))) return;
  const url = job.link ?? profilePaths.notifications();
  const tag = tagOf(job);
  const delivery: PushDelivery = { ...DELIVERY[kind], topic: topicOf(tag) };
  // Each browser's session is asked about at once (they are independent reads), not one after another.
  const open = await Promise.all(subscriptions.map(async (s) => (await findSessionUser({ db: deps.db, revocations: deps.revocations }, s.userGuid, s.sessionId))?.sessionOpen === true));
  const dead = subscriptions.filter((_, i) => !open[i]).map((s) => s.id);
  const sends: PushSendJob[] = subscriptions
    .filter((_, i) => open[i])
    .map((s) => {
      const words = pushWords(job.code, job.params, s.language)!;
      const payload: PushPayload = { kind, title: shorten(words.title, TITLE_MAX), body: shorten(words.body, BODY_MAX), url, tag };
      return { subscription: s.id, payload: JSON.stringify(payload), delivery };
    });
  await repo.deleteSubscriptions(deps.db, dead);
  for (const send of sends) await deps.queues.send.upsert(`${send.subscription}:${delivery.topic}`, send, group);
}

/** A failure worth trying again: the push service is overloaded or down, or did not answer at all (as opposed to a refusal). */
const isPassing = (code: PushFailureCode) => code === 'push.unavailable' || code === 'push.timeout' || code === 'push.unreachable';

/**
 * push.send: one message to one browser. A subscription that has gone meanwhile is skipped; one the
 * push service says is gone (404, 410), or whose endpoint we do not send to, goes; so does one whose
 * push service has never taken a message and failed NEVER_TAKEN_MAX_FAILURES times in a row (a
 * tarpit, a made-up host). A push service that fails for now (no answer, 429, 5xx) makes the job
 * throw, to be tried again after a growing wait; a refusal (another 4xx, an internal address) is
 * logged. What the job throws names the failure by its code (and status): the jobs page shows that,
 * never the push service's answer or an address (issue 38).
 */
export async function deliverPush(deps: PushDeps, job: PushSendJob): Promise<void> {
  const subscription = await repo.findSubscription(deps.db, job.subscription);
  if (!subscription) return;
  const outcome = await deps.sender.send(subscription, job.payload, job.delivery);
  if (outcome.ok) return repo.markDelivered(deps.db, subscription.id);
  if (outcome.gone) return repo.deleteSubscriptions(deps.db, [subscription.id]);
  deps.log.warn({ subscription: subscription.id, code: outcome.code, status: outcome.status, detail: outcome.detail }, 'push message not taken');
  const health = await repo.countFailure(deps.db, subscription.id);
  if (health && !health.firstSuccessAt && health.failures >= NEVER_TAKEN_MAX_FAILURES) {
    deps.log.warn({ subscription: subscription.id, failures: health.failures }, 'push subscription removed: its push service never took a message');
    return repo.deleteSubscriptions(deps.db, [subscription.id]);
  }
  if (isPassing(outcome.code)) throw new JobFailure(outcome.code, `push service did not take the message: ${outcome.code}`, outcome.status);
}
