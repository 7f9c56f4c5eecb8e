import type { ChatAbout, ChatMessage, ChatSummary, ChatUser } from '@shared/schemas/messenger';
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

/** A listing's title, kind and page as the chat list shows them (from the shop's and the announcements' services); absent when deleted. */
export type SubjectInfo = { title: string; link: string | null; type?: ChatAbout['announcement_type'] };

/** Spec §3: users with the partner first, and display = the partner; and what the chat is about. */
export function presentChatSummary(r: ChatSummaryRow, subjects: ReadonlyMap<string, SubjectInfo>): ChatSummary {
  const partner = presentUser(r.partner);
  const { guid: _guid, ...display } = partner;
  const subject = r.about ? subjects.get(`${r.about.type}:${r.about.guid.toLowerCase()}`) : undefined;
  return {
    guid: r.chatGuid,
    users: [partner, presentUser(r.me)],
    display,
    about: r.about
      ? { type: r.about.type, guid: r.about.guid, announcement_type: subject?.type ?? null, title: subject?.title ?? null, link: subject?.link ?? null }
      : null,
    last_message: r.lastMessage ? presentMessage(r.lastMessage, r.chatGuid, r.lastMessage.userGuid) : null,
    unread: r.unread,
    partner_read: r.partnerReadGuid,
    updated_at: r.lastMessageAt.toISOString(),
  };
}
