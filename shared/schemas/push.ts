import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants';
import type { NotificationKind } from '../notification-kinds';
import { MSG } from '../validation/messages';
import { line } from './common';

/**
 * Web Push (issue 27): the moments a signed-in reader may be told of on their device while no page
 * of ours is open — a chat message while they have no socket open, a saved search's new match, a
 * moderator's decision on their own item, a course certificate. Which kinds they get is their
 * notification settings (./notification-settings.ts: one switch per kind for the bell, push and
 * Telegram alike).
 */

/** A base64url string (as PushSubscription.toJSON() writes its keys), tolerating the padding some browsers add. */
const base64url = (chars: number) => z.string({ error: MSG.pushKeyInvalid }).regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`), MSG.pushKeyInvalid);

/** GET /api/push/key/: the VAPID public key a browser subscribes with (applicationServerKey). */
export const pushKeySchema = z.object({ public_key: z.string() }).meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof pushKeySchema>;

/**
 * POST /api/push/subscribe/: the browser's PushSubscription.toJSON() (its endpoint at the push
 * service, its P-256 public key and auth secret; its expirationTime, null in every browser, is left
 * out), with the language its notifications are written in. The endpoint must be an https address of
 * a public host (the server POSTs to it).
 */
export const pushSubscribeSchema = z.object({
  endpoint: line({ error: MSG.pushEndpointInvalid }).trim().min(1, MSG.pushEndpointInvalid).max(2048, MSG.tooLong),
  keys: z.object({
    /** The subscription's public key: an uncompressed P-256 point, 65 bytes. */
    p256dh: base64url(87),
    /** The auth secret: 16 bytes. */
    auth: base64url(22),
  }),
  language: z.enum(LANGUAGE_CODES),
});
export type PushSubscribeBody = z.input<typeof pushSubscribeSchema>;

/** POST /api/push/unsubscribe/: the endpoint of one of the caller's subscriptions. */
export const pushUnsubscribeSchema = z.object({
  endpoint: line({ error: MSG.pushEndpointInvalid }).trim().min(1, MSG.pushEndpointInvalid).max(2048, MSG.tooLong),
});

/** The caller's push: in how many browsers it is on (which kinds they get are their notification settings). */
export const pushSettingsSchema = z
  .object({
    /** In how many browsers push is on for the caller (their subscriptions). */
    subscriptions: z.number().int(),
  })
  .meta({ id: 'PushSettings' });
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/**
 * What a push message carries (encrypted for the subscription; the service worker shows it): the
 * kind, the title and body already written in the subscription's language, the page it opens, and a
 * tag so that a newer notification of the same thing (one chat) replaces the older one.
 */
export interface PushPayload {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of this site. */
  url: string;
  tag: string;
}
