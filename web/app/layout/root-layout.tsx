import { Outlet, useLocation, useNavigation } from 'react-router';
import { useT } from '@web/lib/i18n';
import { HydrationBoundary } from '@web/components/ui/hydration-boundary';
import { NotificationStack } from '@web/features/notifications/components/notification-stack';
import { CloseToastsOnPageChange } from '@web/features/notifications/components/close-toasts-on-page-change';
import { InboxProvider } from '@web/features/messenger/components/inbox-provider';
import { PushSync } from '@web/features/push/components/push-sync';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { isAdminPath, isAuthPath } from './chrome';
import { SiteHeader } from './site-header';
import { useKeepScrollPlace } from './keep-scroll-place';

/** A thin saffron line at the top while the next page's code or data loads (slow networks). */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div aria-hidden="true" className="nav-progress fixed inset-x-0 top-0 z-[70] h-0.5" />;
}

/**
 * The global layout of spec §2: header (top bar + navbar), the page, the footer. Admin pages bring
 * their own chrome, so they get neither header nor footer; auth pages get a reduced header and no footer.
 */
export function RootLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  const auth = isAuthPath(pathname);
  useKeepScrollPlace();

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <NavigationProgress />
      <OfflineBanner />
      {admin ? null : <SiteHeader />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <HydrationBoundary>
          <Outlet />
        </HydrationBoundary>
      </main>
      {admin || auth ? null : (
        <HydrationBoundary>
          <Footer />
        </HydrationBoundary>
      )}
      <NotificationStack />
      <CloseToastsOnPageChange />
      <InboxProvider />
      <PushSync />
    </div>
  );
}
