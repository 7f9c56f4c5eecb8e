import { defineLoader } from '@web/app/route-loader';
import { announcementPage } from './job-page.loader';

/** /announcements/services/details/{meta}/: a service (the job's page loader, ./job-page.loader.ts). */
export const serviceLoader = defineLoader(async (context, args) => announcementPage(context, args, 'service_announcement'));
