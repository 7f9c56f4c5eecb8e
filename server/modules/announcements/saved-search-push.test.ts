import { afterAll, beforeAll, expect, it } from 'vitest';
import { postJob } from '../../test/announcement-factories';
import type { TestApp } from '../../test/app';
import { accessTokenFor, bearer, createUser } from '../../test/factories';
import { buildChatTestApp, TestSocket } from '../../test/chat-app';

/** A saved search's notification reaches the user's open tabs at once, on the inbox socket (the bell). */
let t: TestApp & { url: string; wsUrl: string };
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await buildChatTestApp();
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

it('pushes the notification of a matching new announcement to the watcher’s inbox socket, and none for another', async () => {
  const [watcher, author] = await Promise.all([createUser(t.db), createUser(t.db)]);
  const [watcherToken, authorToken] = await Promise.all([accessTokenFor(t.app, watcher), accessTokenFor(t.app, author)]);
  const saved = await t.app.inject({ method: 'POST', url: '/api/announcements/saved-searches/', headers: bearer(watcherToken), payload: { type: 'work', q: 'kashta' } });
  expect(saved.statusCode).toBe(201);
  const inbox = await TestSocket.open(`${t.wsUrl}/chat/inbox/?token=${watcherToken}`);
  sockets.push(inbox);
  await inbox.next((f) => !!f.unread);

  const job = (name: string) => postJob(t.app, authorToken, name);
  expect((await job('Kulol kerak')).statusCode).toBe(201);
  expect((await job('Kashtachi kerak')).statusCode).toBe(201);
  // Frames come in order: the first notification is the matching one's.
  const frame = await inbox.next((f) => !!f.notification);
  expect(frame.notification).toMatchObject({ code: 'announcements.search_match', params: { title: 'Kashtachi kerak', type: 'work_announcement' }, read: false });
});
