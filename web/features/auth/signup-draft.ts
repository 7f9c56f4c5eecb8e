import { useSyncExternalStore } from 'react';
import type { SignUpStep } from './signup-flow';

/**
 * The sign-up draft (spec §3): step, phone, password, and the fields of every step.
 *
 * Storage choice: the draft is kept in sessionStorage — never localStorage — so a reload or a
 * trip to the OS file picker mid-flow does not lose the steps already filled in. It has to hold the
 * password because POST accounts/complete/ identifies the account by phone + password and the flow
 * signs the user in with them at the end (spec §4). sessionStorage is scoped to this one tab, is
 * gone when the tab closes, and is cleared by `reset()` right after the final save (and if the
 * flow is abandoned by signing in another way), so the password lives only as long as the flow.
 */

export interface SignUpDraft {
  step: SignUpStep;
  phone: string;
  password: string;
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
}

export const EMPTY_DRAFT: SignUpDraft = {
  step: 0,
  phone: '',
  password: '',
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
};

export const SIGN_UP_DRAFT_KEY = 'ipak.sign-up';

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const STEPS: readonly number[] = [0, 2, 3, 4, 5];

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
    /** Forgets everything, the password included. */
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
