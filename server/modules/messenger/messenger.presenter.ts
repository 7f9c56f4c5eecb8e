import type { ChatMessage, ChatSummary, ChatUser } from '@shared/schemas/messenger';
import { imageKeyToUrl } from '../../lib/images';
import type { ChatSummaryRow, MessageRow } from './messenger.repository';

/** Row → the contract's shapes (shared/schemas/messenger.ts); rows are never sent as they are. */
export const presentMessage = (m: MessageRow, chatGuid: string, userGuid: string): ChatMessage => ({
  guid: m.guid,
  chat: chatGuid,
  user: userGuid,
  type: m.type,
  content: m.content,
  created_at: m.createdAt.toISOString(),
  client_id: m.clientId,
});

const presentUser = (u: ChatSummaryRow['partner']): ChatUser => ({
  guid: u.guid,
  first_name: u.firstName,
  last_name: u.lastName,
  pfp: imageKeyToUrl(u.pfp),
  purposes: u.purposes,
});

/** Spec §3: users with the partner first, and display = the partner. */
export function presentChatSummary(r: ChatSummaryRow): ChatSummary {
  const partner = presentUser(r.partner);
  const { guid: _guid, ...display } = partner;
  return {
    guid: r.chatGuid,
    users: [partner, presentUser(r.me)],
    display,
    last_message: r.lastMessage ? presentMessage(r.lastMessage, r.chatGuid, r.lastMessage.userGuid) : null,
    unread: r.unread,
    partner_read: r.partnerReadGuid,
    updated_at: r.lastMessageAt.toISOString(),
  };
}
