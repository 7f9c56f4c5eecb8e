import { createContext, useContext } from 'react';

/**
 * The site's public address (https://ipak.uz), for the absolute links a page writes (sharing, a
 * certificate's verification link). The server renders with the origin of its canonical links
 * (PUBLIC_URL, else the request's host: web/entry-server.tsx) and hands it to the browser with the
 * page's data, so hydration draws the same links; a page the browser renders takes its own origin.
 * Read during render on both sides: no `window` needed.
 */
const SiteOriginContext = createContext('');
export const SiteOriginProvider = SiteOriginContext.Provider;
export const useSiteOrigin = (): string => useContext(SiteOriginContext);

/** A path of this site as a full address (an address that already is one is kept). */
export const absoluteUrl = (origin: string, path: string): string => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);
