import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { AnnouncementType } from '@shared/constants';
import { defineLoader, type LoaderContext } from '@web/app/route-loader';
import { announcementQueryOptions } from '@web/features/announcements/api/get-announcement';
import { otherServicesQueryOptions, similarAnnouncementsQueryOptions } from '@web/features/announcements/api/list-announcements';
import { kindOfType } from '@web/features/announcements/filters';
import { paths } from '@web/lib/paths';

/**
 * A job's or a service's page (spec §2): the announcement (a job's answer brings the others of its
 * type; a service's left list is the newest services). An announcement of the other kind has its
 * own address: the server answers with a redirect there (the browser's page goes there itself).
 * Shared with the service's page (./service-page.loader.ts).
 */
export const announcementPage = async ({ queryClient, mode, start, startItem, missingItemParam, viewer }: LoaderContext, { params }: LoaderFunctionArgs, kind: AnnouncementType) => {
  const options = announcementQueryOptions(params.meta ?? '', viewer());
  const result = await startItem(
    options.queryKey,
    queryClient.prefetchQuery(options),
    ...(kind === 'service_announcement' ? [queryClient.prefetchQuery(otherServicesQueryOptions())] : []),
  );
  // A missing one's not-found screen offers the newest of its kind (issue 40).
  const missingKind = kindOfType(missingItemParam(options.queryKey, 'type'));
  if (missingKind) await start(queryClient.prefetchQuery(similarAnnouncementsQueryOptions(missingKind)));
  const found = mode === 'server' ? queryClient.getQueryData(options.queryKey)?.announcement : undefined;
  return found && found.type !== kind ? redirect(paths.announcementPage(found)) : result;
};

/** /announcements/details/{meta}/: a job. */
export const jobLoader = defineLoader(async (context, args) => announcementPage(context, args, 'work_announcement'));
