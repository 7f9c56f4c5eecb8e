import { ApiError, tokenStore } from '@web/lib/api-client';
import type { Language } from '@web/lib/i18n';
import { subscribePush } from '../api/subscribe-push';
import { currentSubscription, pushNote, pushSupported, subscriptionBody } from './browser-push';

/**
 * The reader turned push on in this browser: when they have since chosen another language, or are in
 * another session (signed in again), the server hears of the subscription again, so its messages come
 * in that language and to this session. Push that is gone from the browser (permission withdrawn,
 * subscription dropped) or taken by another account is forgotten here.
 */
export async function resyncPush(guid: string, language: Language): Promise<void> {
  const note = pushNote.read(guid);
  if (!note) return;
  const session = tokenStore.session;
  if (note.language === language && note.session === session) return;
  const subscription = pushSupported() && Notification.permission === 'granted' ? await currentSubscription() : null;
  if (!subscription) return pushNote.clear(guid);
  try {
    await subscribePush(subscriptionBody(subscription, language));
    pushNote.write(guid, { language, session });
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) pushNote.clear(guid);
  }
}
