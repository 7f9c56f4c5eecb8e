import type { JsonWebKey } from 'node:crypto';
import WebSocket from 'ws';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PushPayload } from '../shared/schemas/push';
import { startFakePushService, type FakePushService } from '../server/test/fake-push-service';
import { bearer, chooseLanguage, createProduct, createUser, expect, getJson, newContext, signInByApi, test } from './support';

/**
 * Web Push in the browser (issue 27). Chromium headless cannot reach a real push service (no
 * internet here), so that third party alone is faked: PushManager's subscribe (and getSubscription,
 * which answers what subscribe made) hands back a subscription whose endpoint is the local fake push
 * service (server/test/fake-push-service.ts) and whose keys are a real P-256 pair and auth secret
 * made in the page with WebCrypto. Everything else is real: the permission, the service worker
 * registered from /sw.js, the page's requests, the server's web-push sending (signed with its VAPID
 * key, encrypted for the subscription), which the fake checks and decrypts with the private key the
 * page exports to it; the decrypted message is handed to the real service worker by the DevTools
 * protocol (ServiceWorker.deliverPushMessage), as a push service hands it to the browser, and the
 * worker's notification is read back.
 */

let fake: FakePushService;
test.beforeAll(async () => {
  fake = await startFakePushService();
});
test.afterAll(async () => {
  await fake.close();
});

/** The fake push service in place of the browser's; the subscription is kept in the tab's session storage, as a browser keeps it across pages. */
function fakePushManager(endpointBase: string) {
  const STORE = 'e2e-fake-push-subscription';
  const b64u = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const fromB64u = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  type Stored = { endpoint: string; p256dh: string; auth: string; applicationServerKey: string; privateJwk: JsonWebKey };
  const subscriptionOf = (s: Stored) => ({
    endpoint: s.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: fromB64u(s.applicationServerKey).buffer },
    getKey: (name: string) => (name === 'p256dh' ? fromB64u(s.p256dh).buffer : name === 'auth' ? fromB64u(s.auth).buffer : null),
    toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } }),
    unsubscribe: async () => {
      sessionStorage.removeItem(STORE);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
    const key = options?.applicationServerKey;
    const stored: Stored = {
      endpoint: `${endpointBase}/push/${crypto.randomUUID()}`,
      p256dh: b64u(await crypto.subtle.exportKey('raw', pair.publicKey)),
      auth: b64u(crypto.getRandomValues(new Uint8Array(16))),
      applicationServerKey: typeof key === 'string' ? key : b64u(key instanceof ArrayBuffer ? key : new Uint8Array((key as ArrayBufferView).buffer)),
      privateJwk: (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey,
    };
    sessionStorage.setItem(STORE, JSON.stringify(stored));
    return subscriptionOf(stored) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const raw = sessionStorage.getItem(STORE);
    return raw ? (subscriptionOf(JSON.parse(raw) as Stored) as unknown as PushSubscription) : null;
  };
}

/** What the page's fake subscription is: the fake push service gets its private key, to decrypt what our server sends it. */
async function exportedSubscription(page: Page) {
  const raw = await page.evaluate(() => sessionStorage.getItem('e2e-fake-push-subscription'));
  expect(raw, 'the page subscribed').not.toBeNull();
  return JSON.parse(raw!) as { endpoint: string; auth: string; applicationServerKey: string; privateJwk: JsonWebKey };
}

const sub = (access: string) => (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
/** An access token of the user's that is fresh now (the browser tests' tokens live 30 s). */
async function freshToken(request: APIRequestContext, user: { phone: string; password: string }) {
  const res = await request.post('/api/users/accounts/login/', { data: { phone: user.phone, password: user.password } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { access: string }).access;
}

test('a reader turns push on, a chat message reaches the service worker and is shown; the kinds switch (notification settings); a new language reaches the server; push turns off', async ({ browser, request, baseURL }) => {
  const [reader, sender] = await Promise.all([createUser(request, 'Nodira', 'Yusupova'), createUser(request, 'Sherzod', 'Qodirov')]);
  const context = await newContext(browser);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.addInitScript(fakePushManager, fake.origin);
  const page = await context.newPage();
  await signInByApi(page, reader.phone, reader.password, '/profile/notifications/');

  const block = page.getByRole('region', { name: 'Qurilmadagi bildirishnomalar' });
  await expect(block.getByRole('status')).toHaveText("Bu qurilmada o'chirilgan");
  await block.getByRole('button', { name: 'Yoqish', exact: true }).click();
  await expect(block.getByRole('status')).toHaveText('Bu qurilmada yoqilgan');
  // Which kinds come is the reader's notification settings, the block above (issue 40): every kind on.
  const kinds = page.getByRole('region', { name: 'Qaysi bildirishnomalar kelsin' });
  await expect(kinds.getByRole('switch')).toHaveCount(4);
  for (const name of ['Yangi xabarlar', "Saqlangan qidiruvga mos e'lonlar", 'Moderator qarorlari', 'Kurslar: sertifikatlar']) await expect(kinds.getByRole('switch', { name })).toBeChecked();

  // The service worker is the site's, at /sw.js with the whole site in its scope, asked again at every use.
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
  expect(worker).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

  // The server has the subscription: the fake push service gets its private key to read what comes.
  const subscription = await exportedSubscription(page);
  fake.register(subscription);
  expect((await getJson<{ subscriptions: number }>(request, '/api/push/settings/', await freshToken(request, reader))).subscriptions).toBe(1);

  // The reader leaves the site (no page of it, so no socket: /api/health is no page of the app).
  await page.goto('/api/health');
  // The seller writes about their product until the server, having seen the reader's socket close, pushes.
  const senderToken = await freshToken(request, sender);
  const product = await createProduct(request, senderToken, { title: 'Atlas ko‘ylak' });
  const created = await request.post(`/api/messenger/chats/${sub(reader.access)}/create/`, { headers: bearer(senderToken), data: { data: { product: product.guid } } });
  expect(created.status()).toBe(201);
  const chat = ((await created.json()) as { chat: string }).chat;
  const socket = new WebSocket(`${baseURL!.replace('http', 'ws')}/chat/${chat}/?token=${senderToken}`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let sent = 0;
  await expect
    .poll(
      () => {
        if (fake.messagesFor(subscription.endpoint).length === 0) socket.send(JSON.stringify({ function: 'send', message: { content: `Ko‘ylak hali bormi? (${++sent})`, type: 'text' } }));
        return fake.messagesFor(subscription.endpoint).length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  socket.close();
  const message = fake.messagesFor(subscription.endpoint)[0]!;
  const payload = message.json as PushPayload;
  expect(payload).toMatchObject({ kind: 'chat_message', title: 'Yangi xabar: Sherzod Qodirov', url: `/messaging/?chat=${chat}` });
  expect(message.claims.aud).toBe(fake.origin);

  // The push service hands the message to the browser: the real service worker shows it.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)?.registrationId).toBeDefined();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)!;
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return (await registration!.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }));
    });
  // Handed again while nothing shows: a message handed to a worker that is still starting on a busy
  // machine can be dropped by the DevTools call (a real push service retries too). The tag makes a
  // second copy replace the first, so one notification is what shows either way.
  await expect
    .poll(
      async () => {
        const now = await shown();
        if (!now.length) await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: message.text });
        return now;
      },
      { timeout: 30_000 },
    )
    .toEqual([{ title: 'Yangi xabar: Sherzod Qodirov', body: payload.body, tag: payload.tag, url: `/messaging/?chat=${chat}` }]);

  // Back on the notifications page: on; a kind switched off holds for the server.
  await page.goto('/profile/notifications/');
  await expect(block.getByRole('status')).toHaveText('Bu qurilmada yoqilgan');
  await kinds.getByRole('switch', { name: 'Yangi xabarlar' }).click();
  await expect(kinds.getByRole('switch', { name: 'Yangi xabarlar' })).not.toBeChecked();
  const readerToken = await freshToken(request, reader);
  await expect.poll(async () => (await getJson<{ kinds: Record<string, boolean> }>(request, '/api/users/notifications/settings/', readerToken)).kinds.chat_message).toBe(false);

  // The reader now reads the site in Russian: the server hears of the subscription again, and what it
  // pushes next (a job matching the reader's saved search) is written in Russian.
  await chooseLanguage(page, 'ru');
  const resent = page.waitForResponse((r) => r.url().endsWith('/api/push/subscribe/') && r.request().method() === 'POST');
  await page.reload();
  expect((await resent).status()).toBe(200);
  const word = `zardozi${Date.now().toString(36).replace(/\d/g, '')}`;
  expect((await request.post('/api/announcements/saved-searches/', { headers: bearer(readerToken), data: { type: 'work', q: word } })).status()).toBe(201);
  const regions = await getJson<{ id: number }[]>(request, '/api/users/regions/');
  const district = (await getJson<{ id: number }[]>(request, `/api/users/districts/?region=${regions[0]!.id}`))[0]!;
  const job = await request.post('/api/announcements/user-announcements/', {
    headers: bearer(await freshToken(request, sender)),
    data: { annoucement_type: 'work_announcement', name: `${word} ustasi kerak`, negotiate: true, region: regions[0]!.id, district: district.id, work_time: 'full_time', description: '<p>Ustaxonaga usta kerak.</p>' },
  });
  expect(job.status(), await job.text()).toBe(201);
  const match = await fake.next((m) => m.endpoint === subscription.endpoint && (m.json as PushPayload).kind === 'saved_search');
  expect(match.json).toMatchObject({ title: `Новое объявление: ${word} ustasi kerak`, body: 'Появилось объявление по вашему сохранённому поиску' });

  // Push off: the server forgets the browser.
  const ruBlock = page.getByRole('region', { name: 'Уведомления на устройстве' });
  await ruBlock.getByRole('button', { name: 'Выключить', exact: true }).click();
  await expect(ruBlock.getByRole('status')).toHaveText('Выключены на этом устройстве');
  await expect.poll(async () => (await getJson<{ subscriptions: number }>(request, '/api/push/settings/', await freshToken(request, reader))).subscriptions).toBe(0);
  await context.close();
});

test('the block says when the browser cannot do push, and when its settings forbid it', async ({ browser, request, baseURL }) => {
  const reader = await createUser(request, 'Kamola', 'Rahimova');

  const without = await newContext(browser);
  await without.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  const page = await without.newPage();
  await signInByApi(page, reader.phone, reader.password, '/profile/notifications/');
  const block = page.getByRole('region', { name: 'Qurilmadagi bildirishnomalar' });
  await expect(block).toContainText("Bu brauzer bildirishnomalarni qo'llab-quvvatlamaydi.");
  await expect(block.getByRole('button')).toHaveCount(0);
  await without.close();

  const denied = await newContext(browser);
  const cdp = await browser.newBrowserCDPSession();
  const deniedPage = await denied.newPage();
  await signInByApi(deniedPage, reader.phone, reader.password, '/api/health');
  const { targetInfo } = await (await denied.newCDPSession(deniedPage)).send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: baseURL!, browserContextId: targetInfo.browserContextId });
  await deniedPage.goto('/profile/notifications/');
  const deniedBlock = deniedPage.getByRole('region', { name: 'Qurilmadagi bildirishnomalar' });
  await expect(deniedBlock).toContainText('Bildirishnomalar brauzerda taqiqlangan.');
  await expect(deniedBlock.getByRole('button')).toHaveCount(0);
  await denied.close();
});

for (const [lang, words] of [
  ['uz', { block: 'Qurilmadagi bildirishnomalar', on: 'Yoqish', turning: 'Yoqilmoqda…', off: "Bu qurilmada o'chirilgan", timeout: "Bildirishnomalarni yoqish juda uzoq cho'zildi. Internetni tekshirib, qayta urinib ko'ring." }],
  ['ru', { block: 'Уведомления на устройстве', on: 'Включить', turning: 'Включаем…', off: 'Выключены на этом устройстве', timeout: 'Включение уведомлений заняло слишком много времени. Проверьте интернет и попробуйте ещё раз.' }],
] as const) {
  test(`${lang}: turning push on shows its progress, and a push service that never answers ends in a clear message after 15 s (issue 40)`, async ({ browser, request, baseURL }) => {
    const reader = await createUser(request, 'Dilshod', 'Ergashev');
    const context = await newContext(browser);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    // A push service that never answers the subscription.
    await context.addInitScript(() => {
      PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => undefined);
      PushManager.prototype.getSubscription = async () => null;
    });
    const page = await context.newPage();
    await page.clock.install();
    await signInByApi(page, reader.phone, reader.password, '/profile/notifications/');
    if (lang !== 'uz') {
      await chooseLanguage(page, lang);
      await page.reload();
    }
    const block = page.getByRole('region', { name: words.block });
    await expect(block.getByRole('status')).toHaveText(words.off);
    await block.getByRole('button', { name: words.on, exact: true }).click();
    await expect(block.getByRole('status')).toHaveText(words.turning);
    await expect(block.getByRole('button', { name: words.on, exact: true })).toBeDisabled();
    // The page's clock is moved on instead of waiting 15 s.
    await page.clock.runFor(16_000);
    await expect(block.getByRole('alert')).toHaveText(words.timeout);
    await expect(block.getByRole('status')).toHaveText(words.off);
    await expect(block.getByRole('button', { name: words.on, exact: true })).toBeEnabled();
    await context.close();
  });
}
