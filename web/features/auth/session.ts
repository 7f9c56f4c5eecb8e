import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@shared/constants';
import type { Profile } from '@shared/schemas/users';
import { notificationStore } from '@web/features/notifications/notify';
import { tokenStore } from '@web/lib/api-client';
import { forgetPersonalCopies } from '@web/lib/service-worker';
import { profileQueryKey, profileQueryOptions } from './api/get-profile';
import { signUpDraft } from './signup-draft';

/**
 * The person using this tab changes on sign-in, on sign-up (registering signs in) and on sign-out.
 * Each time, everything the previous person's session left in the tab is forgotten, so the next
 * person never sees it (issue 9):
 *
 * - the whole query cache (their products, saved products, chats, notifications, admin lists…);
 * - their entries in local storage: everything except what is not personal (spec §3, §9: the chosen
 *   language and the admin page size), the session mark of the person now signed in, and keys that carry
 *   that person's own guid (their unsent chat messages, `ipak:chat-pending:{guid}:{chat}`);
 * - the sign-up draft of this tab;
 * - the service worker's copies of their data kept for reading offline (their chats, profile and the
 *   pictures of their pages: web/sw/offline.ts), in this browser.
 *
 * Live connections follow the session: the inbox socket lives while a profile is signed in
 * (messenger's InboxProvider), and the cache starts over with the new person's profile or none.
 */
const NOT_PERSONAL: readonly string[] = [STORAGE_KEYS.language, STORAGE_KEYS.pageSize];

export function forgetPersonalStorage(storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | null, keep: { session: boolean; guid: string | null }) {
  if (!storage) return;
  const kept = new Set([...NOT_PERSONAL, ...(keep.session ? [STORAGE_KEYS.session] : [])]);
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === null || kept.has(key)) continue;
    if (keep.guid && key.includes(keep.guid)) continue;
    doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function forgetTab(queryClient: QueryClient, keep: { session: boolean; guid: string | null }) {
  void queryClient.cancelQueries();
  queryClient.clear();
  try {
    forgetPersonalStorage(browserStorage(), keep);
  } catch {
    // Storage blocked: nothing of it to forget.
  }
  notificationStore.reload();
  signUpDraft.reset();
  void forgetPersonalCopies().catch(() => undefined);
}

/** Signed out: nothing personal stays; the session is anonymous. */
export function endSession(queryClient: QueryClient) {
  tokenStore.clear();
  // First tell what is on screen now that nobody is signed in: clearing the cache below does not
  // tell the pages that show the session (their observers keep the removed entry), and a session
  // ended by the server (api-client's onSessionEnded) comes with no navigation to redraw them.
  queryClient.setQueryData(profileQueryKey, null);
  forgetTab(queryClient, { session: false, guid: null });
  queryClient.setQueryData(profileQueryKey, null);
}

/**
 * Signed in with this access token (sign-in or sign-up; the refresh token is in its HttpOnly cookie):
 * the previous person's traces go, the token is kept in memory, and the new profile is fetched, so
 * callers may navigate as soon as this resolves.
 */
export async function beginSession(queryClient: QueryClient, tokens: { access: string }): Promise<Profile | null> {
  tokenStore.set(tokens.access);
  forgetTab(queryClient, { session: true, guid: tokenStore.viewer === 'anonymous' ? null : tokenStore.viewer });
  return queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
}
