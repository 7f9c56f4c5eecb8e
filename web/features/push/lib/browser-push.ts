import type { PushSubscribeBody } from '@shared/schemas/push';
import type { Language } from '@web/lib/i18n';
import { registerServiceWorker } from '@web/lib/service-worker';

/**
 * The browser's side of Web Push: the service worker's registration (web/lib/service-worker.ts), the
 * push subscription its push service gives, and a note of who turned push on in this browser. Browser
 * only: called from effects and event handlers, never during render.
 */

/** Whether this browser can do Web Push at all (iPhones: only a web app added to the home screen). */
export const pushSupported = (): boolean => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The push subscription of this browser's service worker, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** A base64url string (the VAPID public key) as the bytes PushManager.subscribe takes. */
function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Registers the service worker (already registered at load: the same registration) and subscribes with our key. A subscription the browser already had
 * (another account's, or one made with an older key) is dropped first: this one is made afresh for
 * the person turning push on.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing) await existing.unsubscribe().catch(() => false);
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) });
}

/** What the server is sent of a subscription: its endpoint and keys, and the language its messages are written in. */
export function subscriptionBody(subscription: PushSubscription, language: Language): PushSubscribeBody {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, language };
}

/**
 * Who turned push on in this browser, in which language and session: kept under a key carrying the
 * user's guid, so signing out forgets it (auth's session.ts) and another person signing in here
 * finds push off for them. The language and session tell when the server must hear of the
 * subscription again (PushSync).
 */
interface PushNote {
  language: Language;
  session: string | null;
}
const noteKey = (guid: string) => `ipak:push:${guid}`;
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
export const pushNote = {
  read(guid: string): PushNote | null {
    try {
      const raw = storage()?.getItem(noteKey(guid));
      return raw ? (JSON.parse(raw) as PushNote) : null;
    } catch {
      return null;
    }
  },
  write(guid: string, note: PushNote) {
    storage()?.setItem(noteKey(guid), JSON.stringify(note));
  },
  clear(guid: string) {
    storage()?.removeItem(noteKey(guid));
  },
};
