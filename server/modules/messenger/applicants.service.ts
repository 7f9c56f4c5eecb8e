import type { Db } from '../../db/client';
import { announcementApplicantCounts } from './messenger.repository';

/**
 * What the messenger tells other modules about chats started about their things (kept apart from
 * messenger.service.ts, which itself asks the announcements module about announcements).
 *
 * Applying to an announcement is opening the chat with its author about it (POST
 * chats/{user}/create/ with data:{announcement}); its applicants are the distinct users other than
 * the author who posted it into a chat. Answers a count per announcement guid (lower-case); an
 * announcement nobody applied to is absent.
 */
export const applicantCounts = (deps: { db: Db }, items: readonly { guid: string; authorId: number }[]) => announcementApplicantCounts(deps.db, items);
