import type { ReactNode } from 'react';
import { useT } from '@web/lib/i18n';
import { LoadingArea } from './skeleton';

/**
 * A page's frame while its item loads: the page's width and padding, marked busy, with 'loading' for
 * screen readers. The shapes inside (Skeleton blocks) follow the page's own layout, so nothing moves
 * when the item arrives.
 */
export function PageSkeleton({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <LoadingArea className="page pb-16 pt-4 sm:pt-6" label={t('common.loading')}>
      {children}
    </LoadingArea>
  );
}
