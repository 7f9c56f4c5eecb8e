import { describe, expect, it } from 'vitest';
import { completeRedirect, nextStep, previousStep, resumeStep, safeNextPath, signInWithNext, signUpRedirect } from './signup-flow';
import { EMPTY_DRAFT, SIGN_UP_DRAFT_KEY, createDraftStore, parseDraft } from './signup-draft';

describe('sign-up step redirects (spec §4)', () => {
  it('complete: 1 → the phone code, 0 → sign-up, above 4 → profile, 2..4 stay', () => {
    expect(completeRedirect(0)).toBe('/auth/sign-up/');
    expect(completeRedirect(1)).toBe('/auth/confirm-phone/');
    expect(completeRedirect(Number.NaN)).toBe('/auth/sign-up/');
    expect(completeRedirect(2)).toBeNull();
    expect(completeRedirect(3)).toBeNull();
    expect(completeRedirect(4)).toBeNull();
    expect(completeRedirect(5)).toBe('/profile/overview/');
  });
  it('sign-up: step 1 → the phone code, any later step → complete', () => {
    expect(signUpRedirect(0)).toBeNull();
    expect(signUpRedirect(1)).toBe('/auth/confirm-phone/');
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

describe('where sign-up stands comes from the signed-in account (issue 9: any tab, after a reload)', () => {
  const fresh = { guid: 'g-1', is_profile_completed: false, phone_confirmed: true, last_name: '', birthday: null, email: null, region: null };
  const personal = { ...fresh, last_name: 'Karimova', birthday: '1994-03-21', email: 'm@example.uz', region: 2 };
  const noDraft = { step: 0, owner: '' };
  it('nobody signed in: sign-up (step 0), whatever a draft says', () => {
    expect(resumeStep(null, { step: 3, owner: 'g-1' })).toBe(0);
  });
  it('a completed profile is past the last step', () => {
    expect(resumeStep({ ...personal, is_profile_completed: true }, { step: 2, owner: 'g-1' })).toBe(5);
  });
  it('a phone not yet confirmed: step 1 (the SMS code) before the profile steps, whatever the draft says (issue 40)', () => {
    expect(resumeStep({ ...fresh, phone_confirmed: false }, { step: 3, owner: 'g-1' })).toBe(1);
    expect(resumeStep({ ...personal, phone_confirmed: false, is_profile_completed: true }, noDraft)).toBe(5);
  });
  it('a tab without a draft: step 2 for a fresh account, step 3 once step 2 is saved', () => {
    expect(resumeStep(fresh, noDraft)).toBe(2);
    expect(resumeStep(personal, noDraft)).toBe(3);
    expect(resumeStep({ ...personal, email: null }, noDraft)).toBe(2);
  });
  it("this tab's own draft keeps its step; another account's draft is ignored", () => {
    expect(resumeStep(personal, { step: 4, owner: 'g-1' })).toBe(4);
    expect(resumeStep(personal, { step: 2, owner: 'g-1' })).toBe(2);
    expect(resumeStep(fresh, { step: 4, owner: 'g-2' })).toBe(2);
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
    a.update({ step: 2, owner: 'g-1', first_name: 'Dilnoza' });
    const b = createDraftStore(storage);
    expect(b.getSnapshot()).toMatchObject({ step: 2, owner: 'g-1', first_name: 'Dilnoza' });
  });
  it('never keeps a password (an old draft holding one loses it), and reset removes everything', () => {
    const { map, storage } = memory();
    map.set(SIGN_UP_DRAFT_KEY, JSON.stringify({ step: 3, phone: '901234567', password: 'Secret123!' }));
    const s = createDraftStore(storage);
    s.update({ step: 4 });
    expect(map.get(SIGN_UP_DRAFT_KEY)).not.toContain('Secret123!');
    s.reset();
    expect(map.has(SIGN_UP_DRAFT_KEY)).toBe(false);
    expect(s.getSnapshot()).toEqual(EMPTY_DRAFT);
  });
  it('parses defensively', () => {
    expect(parseDraft('nope')).toEqual(EMPTY_DRAFT);
    expect(parseDraft(JSON.stringify({ step: 6, purposes: ['a', 3], owner: 5 }))).toMatchObject({ step: 0, purposes: ['a'], owner: '' });
    // Step 1 is the phone's code (issue 40).
    expect(parseDraft(JSON.stringify({ step: 1 }))).toMatchObject({ step: 1 });
  });
  it('works without storage', () => {
    const s = createDraftStore(null);
    s.update({ step: 3 });
    expect(s.getSnapshot().step).toBe(3);
  });
});
