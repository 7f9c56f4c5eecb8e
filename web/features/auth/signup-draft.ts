import { useSyncExternalStore } from 'react';
import type { Profile } from '@shared/schemas/users';
import type { SignUpStep } from './signup-flow';

/**
 * The sign-up draft (spec §3): the step and the fields of every step, as typed in this tab.
 *
 * Registering signs the user in, so the account — not this draft — says where sign-up stands: a
 * signed-in profile that is not completed is in steps 2–4 (signup-flow.ts, resumeStep), in any tab,
 * after a reload, or after signing in again. The draft only keeps what this tab typed between steps
 * (sessionStorage, so a reload or a trip to the OS file picker keeps it) and the step this tab is on;
 * `owner` names the account it was typed for, and a draft of another account is ignored. It holds no
 * password: the completion call is authorised by the signed-in session. It is cleared after the final
 * save and whenever the signed-in person changes (session.ts).
 */

export interface SignUpDraft {
  step: SignUpStep;
  /** The guid of the account this draft was typed for ('' before registration). */
  owner: string;
  first_name: string;
  last_name: string;
  birthday: string;
  email: string;
  gender: string;
  region: string;
  district: string;
  about: string;
  biography: string;
  purposes: string[];
  /** When this tab last had a confirmation code sent (ms since the epoch, as text; '' for none): the code page's countdown. */
  code_sent_at: string;
}

export const EMPTY_DRAFT: SignUpDraft = {
  step: 0,
  owner: '',
  first_name: '',
  last_name: '',
  birthday: '',
  email: '',
  gender: '',
  region: '',
  district: '',
  about: '',
  biography: '',
  purposes: [],
  code_sent_at: '',
};

export const SIGN_UP_DRAFT_KEY = 'ipak.sign-up';

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const STEPS: readonly number[] = [0, 1, 2, 3, 4, 5];

export function parseDraft(raw: string | null): SignUpDraft {
  if (!raw) return EMPTY_DRAFT;
  try {
    const data = JSON.parse(raw) as Partial<Record<keyof SignUpDraft, unknown>>;
    const out = { ...EMPTY_DRAFT } as Record<string, unknown>;
    for (const key of Object.keys(EMPTY_DRAFT) as Array<keyof SignUpDraft>) {
      const value = data[key];
      if (key === 'step') out.step = STEPS.includes(value as number) ? value : 0;
      else if (key === 'purposes') out.purposes = Array.isArray(value) ? value.filter((p) => typeof p === 'string') : [];
      else if (typeof value === 'string') out[key] = value;
    }
    return out as unknown as SignUpDraft;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function createDraftStore(storage: DraftStorage | null) {
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return parseDraft(storage?.getItem(SIGN_UP_DRAFT_KEY) ?? null);
    } catch {
      return EMPTY_DRAFT;
    }
  };
  let draft: SignUpDraft = read();
  const emit = () => listeners.forEach((l) => l());
  return {
    getSnapshot: () => draft,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch: Partial<SignUpDraft>) {
      draft = { ...draft, ...patch };
      try {
        storage?.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify(draft));
      } catch {
        // Storage blocked: the flow still works for this page's lifetime (module memory).
      }
      emit();
    },
    /** Forgets everything. */
    reset() {
      draft = EMPTY_DRAFT;
      try {
        storage?.removeItem(SIGN_UP_DRAFT_KEY);
      } catch {
        // Nothing stored, nothing to remove.
      }
      emit();
    },
  };
}

function sessionStore(): DraftStorage | null {
  try {
    return typeof sessionStorage !== 'undefined' ? sessionStorage : null;
  } catch {
    return null;
  }
}

export const signUpDraft = createDraftStore(sessionStore());

export const useSignUpDraft = (): SignUpDraft => useSyncExternalStore(signUpDraft.subscribe, signUpDraft.getSnapshot, signUpDraft.getSnapshot);

/** What a profile already holds, as draft fields (a tab that did not type them starts from these). */
export function draftFromProfile(profile: Profile, step: SignUpStep): SignUpDraft {
  return {
    step,
    owner: profile.guid,
    first_name: profile.first_name,
    last_name: profile.last_name,
    birthday: profile.birthday ?? '',
    email: profile.email ?? '',
    gender: profile.gender === null ? '' : String(profile.gender),
    region: profile.region === null ? '' : String(profile.region),
    district: profile.district === null ? '' : String(profile.district),
    about: profile.about,
    biography: profile.biography,
    purposes: profile.purposes,
    code_sent_at: '',
  };
}
