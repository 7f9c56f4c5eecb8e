import { ensureFreshAccessToken, sessionEnded, tokenStore } from '@web/lib/api-client';
import { fetchSocketTicket } from '../api/socket-ticket';
import type { KeyValueStorage } from './chat-connection';
import type { SocketLike } from './reconnecting-socket';

/** The browser's side of the sockets: same-origin URL (Vite's dev server proxies /chat), ticket, storage. */

/**
 * The socket's URL with a one-time ticket asked for with the access token (POST socket-ticket/): the
 * token itself never goes into a URL, where proxies' logs and the browser would keep it.
 */
async function socketUrl(path: string): Promise<string> {
  const ticket = await fetchSocketTicket();
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${path}?ticket=${encodeURIComponent(ticket)}`;
}

export const browserSocketDeps = (path: string) => ({
  // The DOM's handler types name their event precisely; ours only need what they read.
  createSocket: (url: string) => new WebSocket(url) as unknown as SocketLike,
  url: () => socketUrl(path),
  getToken: () => tokenStore.access,
  refreshToken: (rejected: string | null) => ensureFreshAccessToken(rejected),
  onSignedOut: () => sessionEnded(),
  isOnline: () => navigator.onLine !== false,
  log: (message: string, detail?: unknown) => console.warn(`[chat] ${message}`, detail ?? ''),
});

/** localStorage when usable (private modes may throw), else nothing: pending messages then live in memory only. */
export function browserStorage(): KeyValueStorage | null {
  try {
    const probe = '__ipak_probe__';
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    return null;
  }
}

/**
 * Calls `wake` when the network comes back or the tab becomes visible again (phones suspend
 * background tabs), and `offline` when the browser loses the network.
 */
export function onNetworkSignals({ wake, offline }: { wake(): void; offline(): void }): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('online', wake);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', wake);
    window.removeEventListener('offline', offline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
