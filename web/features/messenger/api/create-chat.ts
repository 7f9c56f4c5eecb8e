import { api } from '@web/lib/api-client';

export interface StartChatTarget {
  user: string;
  product?: string;
  announcement?: string;
}

/**
 * POST /api/messenger/chats/{user}/create/ {data: {product} | {announcement}} → {chat, created}.
 * A chat starts about a product or an announcement, which the server posts into it once; with
 * neither ({}), only a chat the two already have is found (400 messenger.subject_required otherwise).
 */
const createChat = ({ user, product, announcement }: StartChatTarget) =>
  api.post<{ chat: string; created: boolean }>(`/api/messenger/chats/${encodeURIComponent(user)}/create/`, {
    data: product ? { product } : announcement ? { announcement } : {},
  });

/**
 * One request per target even when React's strict mode runs the effect twice or the page re-renders:
 * the promise is shared for as long as it runs.
 */
const inFlight = new Map<string, Promise<{ chat: string; created: boolean }>>();
export function createChatOnce(target: StartChatTarget) {
  const key = `${target.user}|${target.product ?? ''}|${target.announcement ?? ''}`;
  let p = inFlight.get(key);
  if (!p) {
    // Kept a few seconds after success (a double effect gets the same chat); dropped at once on failure so a retry asks again.
    p = createChat(target).then(
      (answer) => {
        setTimeout(() => inFlight.delete(key), 5_000);
        return answer;
      },
      (err: unknown) => {
        inFlight.delete(key);
        throw err;
      },
    );
    inFlight.set(key, p);
  }
  return p;
}
