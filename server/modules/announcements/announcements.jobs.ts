import type { Jobs, Queue } from '../../lib/jobs';
import type { AnnouncementsDeps, SearchAlertJob } from './announcements.service';
import { alertSavedSearches } from './author.service';

/**
 * The module's queues (server/lib/jobs.ts). announcements.search-alerts: a published announcement
 * told to the saved searches it matches, once across instances, tried again (with growing waits)
 * when the database or a notification fails.
 */
export function defineAnnouncementJobs(jobs: Jobs, deps: Pick<AnnouncementsDeps, 'db' | 'pushNotification'>): { searchAlerts: Queue<SearchAlertJob> } {
  return { searchAlerts: jobs.define<SearchAlertJob>({ name: 'announcements.search-alerts', handle: (job) => alertSavedSearches(deps, job) }) };
}
