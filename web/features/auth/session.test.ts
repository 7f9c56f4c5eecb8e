import { describe, expect, it } from 'vitest';
import { forgetPersonalStorage } from './session';

/** A Map standing in for local storage, with the index access of the Storage interface. */
function fakeStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (k: string) => void map.delete(k),
  };
}

const GUID_A = '11111111-1111-1111-1111-111111111111';
const GUID_B = '22222222-2222-2222-2222-222222222222';
const stored = () => ({
  'ipak:session': GUID_B,
  lang: 'ru',
  page_size: '25',
  notifications: '[{"id":1}]',
  [`ipak:chat-pending:${GUID_A}:chat-1`]: '[]',
  [`ipak:chat-pending:${GUID_B}:chat-2`]: '[]',
});

describe('forgetting the previous person (issue 9)', () => {
  it('sign-out keeps only what is not personal: the language and the admin page size', () => {
    const s = fakeStorage(stored());
    forgetPersonalStorage(s, { session: false, guid: null });
    expect([...s.map.keys()].sort()).toEqual(['lang', 'page_size']);
  });
  it('sign-in keeps the new session mark and the new person’s own keys, and nothing of anyone else', () => {
    const s = fakeStorage(stored());
    forgetPersonalStorage(s, { session: true, guid: GUID_B });
    expect([...s.map.keys()].sort()).toEqual([`ipak:chat-pending:${GUID_B}:chat-2`, 'ipak:session', 'lang', 'page_size']);
  });
  it('no storage, nothing to do', () => {
    expect(() => forgetPersonalStorage(null, { session: false, guid: null })).not.toThrow();
  });
});
