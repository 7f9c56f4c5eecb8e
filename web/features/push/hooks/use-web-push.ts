import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, tokenStore } from '@web/lib/api-client';
import { useI18n } from '@web/lib/i18n';
import { pushKeyQueryOptions } from '../api/get-push-key';
import { subscribePush } from '../api/subscribe-push';
import { unsubscribePush } from '../api/unsubscribe-push';
import { currentSubscription, pushNote, pushSupported, subscribeBrowser, subscriptionBody } from '../lib/browser-push';

/**
 * Where push stands in this browser for the signed-in reader: being looked at ('checking', also what a
 * server render draws), impossible here ('unsupported'), forbidden in the browser's settings
 * ('denied'), off, or on (the browser is subscribed, and it was this reader who turned it on here).
 */
export type WebPushStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/** What is under way: turning push on (after the reader's answer to the browser's question), or off. */
export type WebPushBusy = 'on' | 'off' | null;

/**
 * How long turning push on may take once the reader has allowed it (the service worker, the push
 * service's subscription, our server): past it, the reader reads that it took too long, not a switch
 * that turns for ever (a push service that never answers, a blocked network).
 */
const PUSH_TURN_ON_TIMEOUT_MS = 15_000;

/** Turning push on took longer than PUSH_TURN_ON_TIMEOUT_MS. */
export class PushTimeoutError extends Error {
  constructor() {
    super('turning push on took too long');
  }
}

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
  const [busy, setBusy] = useState<WebPushBusy>(null);
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
    setBusy('on');
    setError(null);
    setRefused(false);
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setStatus('denied');
      if (permission !== 'granted') return setRefused(true);
      // The reader has answered: from here the browser, its push service and our server have 15 s.
      const steps = (async () => {
        const { public_key: key } = await queryClient.fetchQuery(pushKeyQueryOptions());
        const subscription = await subscribeBrowser(key);
        // Too late: the reader was told it failed, so this browser is not left subscribed behind their back.
        if (timedOut) return void (await subscription.unsubscribe().catch(() => false));
        try {
          await subscribePush(subscriptionBody(subscription, lang));
        } catch (err) {
          await subscription.unsubscribe().catch(() => false);
          throw err;
        }
        if (timedOut) return;
        pushNote.write(guid, { language: lang, session: tokenStore.session });
        setStatus('on');
      })();
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new PushTimeoutError());
        }, PUSH_TURN_ON_TIMEOUT_MS);
      });
      // A step that fails after the time ran out was already reported.
      steps.catch(() => undefined);
      await Promise.race([steps, late]);
    } catch (err) {
      setError(err);
    } finally {
      clearTimeout(timer);
      setBusy(null);
    }
  }, [guid, lang, queryClient]);

  const turnOff = useCallback(async () => {
    if (!guid) return;
    setBusy('off');
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
      setStatus('off');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  }, [guid]);

  return { status, busy, refused, error, turnOn, turnOff };
}
