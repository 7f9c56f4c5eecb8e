import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, tokenStore } from '@web/lib/api-client';
import { useI18n } from '@web/lib/i18n';
import { pushKeyQueryOptions } from '../api/get-push-key';
import { pushSettingsKey } from '../api/get-push-settings';
import { subscribePush } from '../api/subscribe-push';
import { unsubscribePush } from '../api/unsubscribe-push';
import { currentSubscription, pushNote, pushSupported, subscribeBrowser, subscriptionBody } from '../lib/browser-push';

/**
 * Where push stands in this browser for the signed-in reader: being looked at ('checking', also what a
 * server render draws), impossible here ('unsupported'), forbidden in the browser's settings
 * ('denied'), off, or on (the browser is subscribed, and it was this reader who turned it on here).
 */
export type WebPushStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

async function statusIn(guid: string): Promise<WebPushStatus> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted' || !pushNote.read(guid)) return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/**
 * Turning push on and off in this browser. On: the browser asks the reader's permission, the service
 * worker is registered, the browser subscribes with the server's key, the server is sent the
 * subscription (in the reader's language). Off: the server forgets it, the browser drops it.
 * `refused`: the reader closed the permission prompt without an answer; `error`: what failed.
 */
export function useWebPush(guid: string | null) {
  const queryClient = useQueryClient();
  const { lang } = useI18n();
  const [status, setStatus] = useState<WebPushStatus>('checking');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!guid) return;
    let cancelled = false;
    void statusIn(guid).then((s) => !cancelled && setStatus(s));
    return () => {
      cancelled = true;
    };
  }, [guid]);

  const turnOn = useCallback(async () => {
    if (!guid) return;
    setBusy(true);
    setError(null);
    setRefused(false);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setStatus('denied');
      if (permission !== 'granted') return setRefused(true);
      const { public_key: key } = await queryClient.fetchQuery(pushKeyQueryOptions());
      const subscription = await subscribeBrowser(key);
      try {
        queryClient.setQueryData(pushSettingsKey, await subscribePush(subscriptionBody(subscription, lang)));
      } catch (err) {
        await subscription.unsubscribe().catch(() => false);
        throw err;
      }
      pushNote.write(guid, { language: lang, session: tokenStore.session });
      setStatus('on');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }, [guid, lang, queryClient]);

  const turnOff = useCallback(async () => {
    if (!guid) return;
    setBusy(true);
    setError(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // Not the server's any more (a push service said it was gone, the session ended): off all the same.
        await unsubscribePush(subscription.endpoint).catch((err) => {
          if (!(err instanceof ApiError && err.status === 404)) throw err;
        });
        await subscription.unsubscribe().catch(() => false);
      }
      pushNote.clear(guid);
      void queryClient.invalidateQueries({ queryKey: pushSettingsKey });
      setStatus('off');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }, [guid, queryClient]);

  return { status, busy, refused, error, turnOn, turnOff };
}
