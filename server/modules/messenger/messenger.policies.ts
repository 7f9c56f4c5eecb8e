import type { ModerationState } from '@shared/constants';
import { hasConfirmedPhone, type AuthUser } from '../../lib/auth-user';

/** Who may do what in the messenger: every route is for signed-in users; the rest are rules about a chat. */

/** Starting a chat and sending in one need a confirmed phone (issue 40); reading does not. Refused with auth.phone_unconfirmed. */
export const canChat = (user: AuthUser) => hasConfirmedPhone(user);

/** Reading a chat, writing in it, its socket and read receipts: its two members only. */
export const isChatMember = (userId: number, chat: { members: readonly { userId: number }[] }) => chat.members.some((m) => m.userId === userId);

/** A chat is between two people: nobody opens one with themselves. */
export const canChatWith = (user: { id: number }, target: { id: number }) => target.id !== user.id;

/** A product is talked about only while the public sees it (active and published by moderation). */
export const canChatAboutProduct = (product: { isActive: boolean; moderationState: ModerationState }) => product.isActive && product.moderationState === 'published';

/** A chat's product or announcement is one of its members' (nobody posts a stranger's listing into a chat). */
export const isMembersListing = (memberIds: readonly number[], listing: { userId: number }) => memberIds.includes(listing.userId);
