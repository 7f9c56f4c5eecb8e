import { paths } from '@web/lib/paths';

/** An announcement's own page: a job's under details/, a service's under services/details/ (spec §2). */
export const announcementPath = (a: { type: string; meta: string }) => (a.type === 'work_announcement' ? paths.announcement(a.meta) : paths.service(a.meta));
