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
  access: 'a.b.c',
  refresh: 'r',
  lang: 'ru',
  page_size: '25',
  notifications: '[{"id":1}]',
  [`ipak:chat-pending:${GUID_A}:chat-1`]: '[]',
  [`ipak:chat-pending:${GUID_B}:chat-2`]: '[]',
});

describe('forgetting the previous person (issue 9)', () => {
  it('sign-out keeps only what is not personal: the language and the admin page size', () => {
    const s = fakeStorage(stored());
    forgetPersonalStorage(s, { tokens: false, guid: null });
    expect([...s.map.keys()].sort()).toEqual(['lang', 'page_size']);
  });
  it('sign-in keeps the new tokens and the new person’s own keys, and nothing of anyone else', () => {
    const s = fakeStorage(stored());
    forgetPersonalStorage(s, { tokens: true, guid: GUID_B });
    expect([...s.map.keys()].sort()).toEqual(['access', `ipak:chat-pending:${GUID_B}:chat-2`, 'lang', 'page_size', 'refresh']);
  });
  it('no storage, nothing to do', () => {
    expect(() => forgetPersonalStorage(null, { tokens: false, guid: null })).not.toThrow();
  });
});
