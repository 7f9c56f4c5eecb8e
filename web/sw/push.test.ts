import { describe, expect, it } from 'vitest';
import { profilePaths } from '@shared/paths';
import { NOTIFICATION_KINDS } from '@shared/notification-kinds';
import { notificationOf, openPage, readPayload, showPush, targetUrl } from './push';

const ORIGIN = 'https://ipak.uz';
const data = (value: unknown) => ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value) });
const payload = { kind: 'chat_message', title: 'Yangi xabar: Dilnoza Karimova', body: 'Ro‘mol hali bormi?', url: '/messaging/?chat=abc', tag: 'chat:/messaging/?chat=abc' };

describe('a push message', () => {
  it('of ours is shown with its words, its tag (a newer one replaces it and alerts again) and its page', async () => {
    const shown: [string, NotificationOptions][] = [];
    await showPush({ showNotification: async (title, options) => void shown.push([title, options ?? {}]) }, data(payload));
    expect(shown).toEqual([['Yangi xabar: Dilnoza Karimova', { body: 'Ro‘mol hali bormi?', tag: payload.tag, renotify: true, icon: '/icons/icon-192.png', data: { url: payload.url, kind: 'chat_message' } }]]);
  });

  it('of every kind of notification is read', () => {
    for (const kind of NOTIFICATION_KINDS) expect(readPayload(data({ ...payload, kind }))?.kind).toBe(kind);
  });

  it('that is not ours, or not JSON, is still shown (as the site’s, leading to the notifications), never dropped', () => {
    for (const d of [data('nonsense'), data({ ...payload, kind: 'spam' }), data({ title: 1 }), { json: () => { throw new SyntaxError('not JSON'); } }, null]) {
      expect(readPayload(d)).toBeNull();
      expect(notificationOf(readPayload(d))).toEqual({ title: 'Ipak', options: { icon: '/icons/icon-192.png', data: { url: '/profile/notifications/' } } });
    }
  });
});

describe('a tap on a notification', () => {
  it('leads only to a page of this site', () => {
    expect(targetUrl(ORIGIN, '/messaging/?chat=abc')).toBe('https://ipak.uz/messaging/?chat=abc');
    expect(targetUrl(ORIGIN, 'https://evil.example/phish')).toBe('https://ipak.uz/profile/notifications/');
    expect(targetUrl(ORIGIN, '//evil.example/x')).toBe('https://ipak.uz/profile/notifications/');
    expect(targetUrl(ORIGIN, undefined)).toBe(`${ORIGIN}${profilePaths.notifications()}`);
  });

  type Tab = { url: string; focused: number; navigated?: string; focus(): Promise<Tab>; navigate(url: string): Promise<Tab | null> };
  const tab = (url: string): Tab => ({
    url,
    focused: 0,
    async focus() {
      this.focused++;
      return this;
    },
    async navigate(to: string) {
      this.navigated = to;
      this.url = to;
      return this;
    },
  });
  const clientsWith = (tabs: Tab[]) => {
    const opened: string[] = [];
    return { opened, clients: { matchAll: async () => tabs, openWindow: async (url: string) => void opened.push(url) } as unknown as Pick<Clients, 'matchAll' | 'openWindow'> };
  };

  it('brings forward the tab already on its page', async () => {
    const [other, chat] = [tab('https://ipak.uz/'), tab('https://ipak.uz/messaging/?chat=abc')];
    const { clients, opened } = clientsWith([other, chat]);
    await openPage(clients, ORIGIN, '/messaging/?chat=abc');
    expect([chat.focused, other.focused, opened]).toEqual([1, 0, []]);
  });

  it('else takes a tab of the site there, else opens a window', async () => {
    const home = tab('https://ipak.uz/');
    const first = clientsWith([home]);
    await openPage(first.clients, ORIGIN, '/courses/certificates/xyz/');
    expect([home.navigated, home.focused, first.opened]).toEqual(['https://ipak.uz/courses/certificates/xyz/', 1, []]);

    const none = clientsWith([]);
    await openPage(none.clients, ORIGIN, '/courses/certificates/xyz/');
    expect(none.opened).toEqual(['https://ipak.uz/courses/certificates/xyz/']);
  });
});
