import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@shared/notification-kinds';
import { useTestApp } from '../../test/app';
import { bearer, createSignedInUser, newUserToken, type SignedInUser } from '../../test/factories';
import { rejectReportedProduct } from '../../test/moderation-factories';
import { expectFieldErrors, expectFieldErrorsInclude } from '../../test/responses';
import { createCategory, createProductRow } from '../../test/shop-factories';

/**
 * The notification settings (issue 40): one switch per kind for the bell, Web Push and Telegram
 * alike, the signed-in caller's own, every kind on until switched off. A kind switched off raises no
 * notification at all (push-delivery.test.ts shows that no push goes either).
 */
const t = useTestApp();
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
});

const URL = '/api/users/notifications/settings/';
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const ALL_ON = { chat_message: true, saved_search: true, moderation: true, courses: true };

describe('/api/users/notifications/settings/', () => {
  it('answers every kind on for a new user; the kinds are NOTIFICATION_KINDS', async () => {
    const res = await call('GET', URL, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kinds: ALL_ON });
    expect(Object.keys(res.json().kinds)).toEqual([...NOTIFICATION_KINDS]);
  });

  it('PUT sets every kind as sent and answers the settings; they are the caller’s own', async () => {
    const user = await createSignedInUser(t.app);
    const off = { kinds: { ...ALL_ON, chat_message: false, courses: false } };
    const res = await call('PUT', URL, user.token, off);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(off);
    expect((await call('GET', URL, user.token)).json()).toEqual(off);
    const back = await call('PUT', URL, user.token, { kinds: { ...ALL_ON, chat_message: false } });
    expect(back.json()).toEqual({ kinds: { ...ALL_ON, chat_message: false } });
    expect((await call('GET', URL, other.token)).json()).toEqual({ kinds: ALL_ON });
  });

  it('PUT refuses (400) kinds that are not switches, a kind left out, or no kinds, and changes nothing', async () => {
    expectFieldErrors(await call('PUT', URL, owner.token, { kinds: { ...ALL_ON, moderation: 'no' } }), { 'kinds.moderation': 'invalid_type' });
    expectFieldErrorsInclude(await call('PUT', URL, owner.token, { kinds: { chat_message: false } }), { 'kinds.saved_search': 'required' });
    expectFieldErrorsInclude(await call('PUT', URL, owner.token, {}), { kinds: 'required' });
    expect((await call('GET', URL, owner.token)).json()).toEqual({ kinds: ALL_ON });
  });

  it('is refused (401) without a session, before the body is read', async () => {
    expect((await call('GET', URL, null)).statusCode).toBe(401);
    const put = await call('PUT', URL, null, { kinds: ALL_ON });
    expect(put.statusCode).toBe(401);
    expect(put.json().code).toBe('auth.unauthorized');
  });
});

describe('a kind switched off', () => {
  it('raises no notification: a moderator’s decision on the author’s item reaches the bell only while moderation is on', async () => {
    const [author, reporter] = await Promise.all([createSignedInUser(t.app, { role: 'housemaker' }), createSignedInUser(t.app)]);
    const moderatorToken = await newUserToken(t.app, { role: 'moderator' });
    const category = (await createCategory(t.db)).id;
    const reject = async (title: string) => {
      const product = await createProductRow(t.db, { userId: author.id, categoryId: category, title });
      await rejectReportedProduct(t.app, { reporterToken: reporter.token, moderatorToken, productGuid: product.guid });
    };
    await reject('Birinchi mahsulot');
    expect((await call('PUT', URL, author.token, { kinds: { ...ALL_ON, moderation: false } })).statusCode).toBe(200);
    await reject('Ikkinchi mahsulot');
    const bell = (await call('GET', '/api/users/notifications/', author.token)).json();
    expect(bell.data.map((n: { code: string; params: { title: string } }) => [n.code, n.params.title])).toEqual([['moderation.rejected', 'Birinchi mahsulot']]);
    expect(bell.unread).toBe(1);
  });
});
