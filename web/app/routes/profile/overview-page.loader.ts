import { defineLoader } from '@web/app/route-loader';
import { profileQueryOptions } from '@web/features/auth/api/get-profile';
import { districtsQueryOptions } from '@web/features/geo/api/get-districts';
import { regionsQueryOptions } from '@web/features/geo/api/get-regions';
import { siteQueryOptions } from '@web/features/site/api/get-site';
import { telegramLinkQueryOptions } from '@web/features/telegram/api/get-telegram-link';

/** /profile/overview/: the reader's region and district names, and whether their Telegram is linked (when the site has a bot). */
export const profileOverviewLoader = defineLoader(async ({ queryClient, start, signedIn }) =>
  signedIn()
    ? start(
        queryClient.prefetchQuery(regionsQueryOptions()),
        queryClient.ensureQueryData(profileQueryOptions()).then(
          (profile) => (profile?.region != null ? queryClient.prefetchQuery(districtsQueryOptions(profile.region)) : undefined),
          () => undefined,
        ),
        queryClient.ensureQueryData(siteQueryOptions()).then(
          (site) => (site.telegram_bot ? queryClient.prefetchQuery(telegramLinkQueryOptions()) : undefined),
          () => undefined,
        ),
      )
    : null,
);
