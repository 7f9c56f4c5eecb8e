/**
 * Pure rules of the sign-up flow (spec §4) and of the sign-in redirect; no React, no storage, so
 * they are unit-tested as they are.
 */

import type { Profile } from '@shared/schemas/users';
import { paths, safeNextPath as safeNext } from '@web/lib/paths';

const SIGN_UP_PATH = paths.signUp();
export const COMPLETE_PATH = paths.complete();
export const CONFIRM_PHONE_PATH = paths.confirmPhone();
export const SIGN_IN_PATH = paths.signIn();
export const PROFILE_HOME = paths.profile.overview();

/**
 * Steps that exist. Spec §4 moves from 0 straight to 2; issue 40 puts the phone's SMS code in step 1
 * (/auth/confirm-phone/) before the profile steps (docs/decisions/0001).
 */
export type SignUpStep = 0 | 1 | 2 | 3 | 4 | 5;
const CONFIRM_STEP = 1;
const FIRST_COMPLETE_STEP = 2;
const LAST_COMPLETE_STEP = 4;

/** The fields step 2 requires (spec §5); a profile holding them all has passed step 2. */
type PersonalData = Pick<Profile, 'last_name' | 'birthday' | 'email' | 'region'>;
const hasPersonalData = (p: PersonalData): boolean => Boolean(p.last_name && p.birthday && p.email && p.region);

/**
 * Where sign-up stands, from the signed-in account (so it holds in any tab and after a reload):
 * nobody signed in → 0 (sign-up); a completed profile → 5 (done); a phone not yet confirmed → 1 (the
 * SMS code); otherwise the step this tab's own draft is on, or, in a tab without one, step 3 when
 * step 2's data is already saved, else step 2.
 */
export function resumeStep(
  profile: (PersonalData & Pick<Profile, 'guid' | 'is_profile_completed' | 'phone_confirmed'>) | null,
  draft: { step: number; owner: string },
): SignUpStep {
  if (!profile) return 0;
  if (profile.is_profile_completed) return 5;
  if (!profile.phone_confirmed) return CONFIRM_STEP;
  if (draft.owner === profile.guid && draft.step >= FIRST_COMPLETE_STEP && draft.step <= LAST_COMPLETE_STEP) return draft.step as SignUpStep;
  return hasPersonalData(profile) ? 3 : 2;
}

/** /auth/complete/: step 1 to the phone's code; below it back to sign-up; past step 4 to the profile; else stay (null). */
export function completeRedirect(step: number): string | null {
  if (step === CONFIRM_STEP) return CONFIRM_PHONE_PATH;
  if (!Number.isFinite(step) || step < FIRST_COMPLETE_STEP) return SIGN_UP_PATH;
  if (step > LAST_COMPLETE_STEP) return PROFILE_HOME;
  return null;
}

/** /auth/sign-up/: once the step is not 0, the flow continues on the code page (step 1) or /auth/complete/. */
export const signUpRedirect = (step: number): string | null => (step === 0 ? null : step === CONFIRM_STEP ? CONFIRM_PHONE_PATH : COMPLETE_PATH);

export const nextStep = (step: number): number => Math.min(step + 1, LAST_COMPLETE_STEP + 1);
/** Back from step 3 returns to 2 (spec §4); never below the first completion step. */
export const previousStep = (step: number): number => Math.max(step - 1, FIRST_COMPLETE_STEP);

/** Where to go after sign-in: `?next=` when it is a path on this site, else the profile (web/lib/paths.ts has the rule). */
export const safeNextPath = (raw: string | null | undefined, fallback = PROFILE_HOME): string => safeNext(raw, fallback);

/** The sign-in link that brings the visitor back here afterwards. */
export const signInWithNext = (pathWithSearch: string): string => paths.signIn(safeNextPath(pathWithSearch));
