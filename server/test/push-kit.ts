import { expect } from 'vitest';
import { bearer, type SignedInUser } from './factories';
import { startFakePushService, type FakePushService } from './fake-push-service';
import type { TestApp } from './app';
import { buildChatTestApp, TestSocket } from './chat-app';

/**
 * The push tests' shared set-up: the real server listening (chat sockets, the job queue polled every
 * second, push endpoints on this machine allowed) and a local push service that checks each message's
 * VAPID signature and decrypts it (server/test/fake-push-service.ts), with the ways to subscribe a
 * user's (fake) browser and to open chat sockets that close with the kit.
 */
export interface PushTestKit {
  t: TestApp & { url: string; wsUrl: string };
  fake: FakePushService;
  publicKey: string;
  /** Push on in a browser of the user's, in a language: answers its endpoint. */
  subscribe(user: SignedInUser, language?: 'uz' | 'ru' | 'en', subscription?: ReturnType<FakePushService['subscribe']>): Promise<string>;
  /** A chat socket, closed by close(). */
  socket(url: string): Promise<TestSocket>;
  /** Sockets first, then the server, then the push service. */
  close(): Promise<void>;
}

export async function startPushTestKit(): Promise<PushTestKit> {
  const fake = await startFakePushService();
  // A retry whose wait is over is taken within a second (5 s in production).
  const t = await buildChatTestApp({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true', JOBS_POLLING_SECONDS: '1' } });
  const publicKey = (await t.app.inject({ method: 'GET', url: '/api/push/key/' })).json().public_key as string;
  const sockets: TestSocket[] = [];
  return {
    t,
    fake,
    publicKey,
    async subscribe(user, language = 'uz', subscription = fake.subscribe(publicKey)) {
      const res = await t.app.inject({ method: 'POST', url: '/api/push/subscribe/', headers: bearer(user.token), payload: { ...subscription, language } });
      expect(res.statusCode, res.body).toBe(200);
      return subscription.endpoint;
    },
    async socket(url) {
      const s = await TestSocket.open(url);
      sockets.push(s);
      return s;
    },
    async close() {
      await Promise.all(sockets.map((s) => s.close()));
      await t.close();
      await fake.close();
    },
  };
}
