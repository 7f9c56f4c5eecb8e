import { describe, expect, it } from 'vitest';
import { completeRedirect, nextStep, previousStep, safeNextPath, signInWithNext, signUpRedirect } from './signup-flow';
import { EMPTY_DRAFT, SIGN_UP_DRAFT_KEY, createDraftStore, parseDraft } from './signup-draft';

describe('sign-up step redirects (spec §4)', () => {
  it('complete: below 2 → sign-up, above 4 → profile, 2..4 stay', () => {
    expect(completeRedirect(0)).toBe('/auth/sign-up/');
    expect(completeRedirect(1)).toBe('/auth/sign-up/');
    expect(completeRedirect(Number.NaN)).toBe('/auth/sign-up/');
    expect(completeRedirect(2)).toBeNull();
    expect(completeRedirect(3)).toBeNull();
    expect(completeRedirect(4)).toBeNull();
    expect(completeRedirect(5)).toBe('/profile/overview/');
  });
  it('sign-up: any step but 0 → complete', () => {
    expect(signUpRedirect(0)).toBeNull();
    for (const s of [2, 3, 4, 5]) expect(signUpRedirect(s)).toBe('/auth/complete/');
  });
  it('back from 3 returns to 2 and never below it; next stops past 4', () => {
    expect(previousStep(3)).toBe(2);
    expect(previousStep(2)).toBe(2);
    expect(nextStep(2)).toBe(3);
    expect(nextStep(4)).toBe(5);
    expect(nextStep(5)).toBe(5);
  });
});

describe('safeNextPath', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(safeNextPath('/profile/edit/')).toBe('/profile/edit/');
    expect(safeNextPath('/online-shop/details/x/?a=1#c')).toBe('/online-shop/details/x/?a=1#c');
  });
  it('falls back for missing, absolute, protocol-relative and odd values', () => {
    for (const bad of [null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'profile', '/a\u0000b', '/ok\\..']) {
      expect(safeNextPath(bad)).toBe('/profile/overview/');
    }
  });
  it('never returns to auth pages', () => {
    expect(safeNextPath('/auth/sign-out/')).toBe('/profile/overview/');
    expect(safeNextPath('/auth')).toBe('/profile/overview/');
    expect(safeNextPath('/authors/')).toBe('/authors/');
  });
  it('builds the sign-in link', () => {
    expect(signInWithNext('/profile/edit/?x=1')).toBe('/auth/sign-in/?next=%2Fprofile%2Fedit%2F%3Fx%3D1');
  });
});

describe('sign-up draft store', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { map, storage: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } };
  };
  it('survives a reload (a new store over the same storage)', () => {
    const { storage } = memory();
    const a = createDraftStore(storage);
    a.update({ step: 2, phone: '901234567', password: 'Secret123!', first_name: 'Dilnoza' });
    const b = createDraftStore(storage);
    expect(b.getSnapshot()).toMatchObject({ step: 2, phone: '901234567', first_name: 'Dilnoza' });
  });
  it('reset removes everything, password included', () => {
    const { map, storage } = memory();
    const s = createDraftStore(storage);
    s.update({ step: 4, password: 'Secret123!' });
    s.reset();
    expect(map.has(SIGN_UP_DRAFT_KEY)).toBe(false);
    expect(s.getSnapshot()).toEqual(EMPTY_DRAFT);
  });
  it('parses defensively', () => {
    expect(parseDraft('nope')).toEqual(EMPTY_DRAFT);
    expect(parseDraft(JSON.stringify({ step: 1, purposes: ['a', 3], phone: 5 }))).toMatchObject({ step: 0, purposes: ['a'], phone: '' });
  });
  it('works without storage', () => {
    const s = createDraftStore(null);
    s.update({ step: 3 });
    expect(s.getSnapshot().step).toBe(3);
  });
});
