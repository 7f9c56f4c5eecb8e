import { notFound } from '../../lib/errors';

/** The spec's own text (§8) for a missing announcement. */
export const announcementNotFound = () => notFound('announcements.not_found', 'No announcement found');
