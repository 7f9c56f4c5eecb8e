/**
 * Pure rules of the sign-up flow (spec §4) and of the sign-in redirect; no React, no storage, so
 * they are unit-tested as they are.
 */

import { paths, safeNextPath as safeNext } from '@web/lib/paths';

export const SIGN_UP_PATH = paths.signUp();
export const COMPLETE_PATH = paths.complete();
export const SIGN_IN_PATH = paths.signIn();
export const PROFILE_HOME = paths.profile.overview();

/** Steps that exist. 1 is skipped on purpose: registration moves straight from 0 to 2 (spec §4). */
export type SignUpStep = 0 | 2 | 3 | 4 | 5;
export const FIRST_COMPLETE_STEP = 2;
export const LAST_COMPLETE_STEP = 4;

/** /auth/complete/: below step 2 back to sign-up; past step 4 to the profile; else stay (null). */
export function completeRedirect(step: number): string | null {
  if (!Number.isFinite(step) || step < FIRST_COMPLETE_STEP) return SIGN_UP_PATH;
  if (step > LAST_COMPLETE_STEP) return PROFILE_HOME;
  return null;
}

/** /auth/sign-up/: once the step is not 0, the flow continues on /auth/complete/. */
export const signUpRedirect = (step: number): string | null => (step !== 0 ? COMPLETE_PATH : null);

export const nextStep = (step: number): number => Math.min(step + 1, LAST_COMPLETE_STEP + 1);
/** Back from step 3 returns to 2 (spec §4); never below the first completion step. */
export const previousStep = (step: number): number => Math.max(step - 1, FIRST_COMPLETE_STEP);

/** Where to go after sign-in: `?next=` when it is a path on this site, else the profile (web/lib/paths.ts has the rule). */
export const safeNextPath = (raw: string | null | undefined, fallback = PROFILE_HOME): string => safeNext(raw, fallback);

/** The sign-in link that brings the visitor back here afterwards. */
export const signInWithNext = (pathWithSearch: string): string => paths.signIn(safeNextPath(pathWithSearch));
