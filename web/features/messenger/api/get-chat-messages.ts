import type { ChatMessage } from '@shared/schemas/messenger';
import { api } from '@web/lib/api-client';
import { withQuery } from '@shared/paths';
import type { HistoryQuery } from '../lib/chat-connection';

/**
 * GET /api/messenger/chats/{chat}/?before=&after=&limit= → messages oldest first. Not a query: the
 * open conversation's ChatConnection owns its history (it merges socket frames into it).
 */
export function getChatMessages(chat: string, query: HistoryQuery = {}): Promise<ChatMessage[]> {
  const params = new URLSearchParams();
  if (query.before) params.set('before', query.before);
  if (query.after) params.set('after', query.after);
  if (query.limit) params.set('limit', String(query.limit));
  return api.get<ChatMessage[]>(withQuery(`/api/messenger/chats/${encodeURIComponent(chat)}/` as const, params));
}
