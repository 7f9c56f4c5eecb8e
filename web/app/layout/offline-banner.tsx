import { useEffect, useState } from 'react';
import { useT } from '@web/lib/i18n';

type OfflineState = 'online' | 'offline' | 'saved';

/**
 * What the reader sees is not live: the browser has no network (navigator.onLine), or the service
 * worker answered this page with its saved copy (it marks it `<html data-offline="saved">`:
 * web/sw/offline.ts) because the network failed or was too slow. Decided after mount, so the
 * server's HTML and the browser's first render are the same; it follows the online and offline events.
 */
function readOfflineState(): OfflineState {
  if (!navigator.onLine) return 'offline';
  return document.documentElement.dataset.offline === 'saved' ? 'saved' : 'online';
}

export function OfflineBanner() {
  const t = useT();
  const [state, setState] = useState<OfflineState>('online');
  useEffect(() => {
    setState(readOfflineState());
    const onOffline = () => setState('offline');
    // Back online: what is shown may be a saved copy still, but the next page is live.
    const onOnline = () => {
      delete document.documentElement.dataset.offline;
      setState('online');
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  if (state === 'online') return null;
  return (
    <div role="status" data-testid="offline-banner" className="bg-saffron-100 px-4 py-2 text-center text-sm font-medium text-indigo-950">
      {t(state === 'offline' ? 'layout.offline.banner' : 'layout.offline.saved')}
    </div>
  );
}
