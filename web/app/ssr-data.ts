import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { TextScript } from '@shared/schemas/common';
import type { Language } from '@web/lib/i18n';

/** The id of the JSON block the server writes after the page's HTML (web/entry-server.tsx). */
export const SSR_DATA_ID = 'ipak-ssr-data';

/** What the server hands the browser with a rendered page: its language and origin, the router's state and the query cache. */
export interface SsrData {
  language: Language;
  /** The reader's choice of script for people's text the page was rendered with (the `script` cookie), or null. */
  script: TextScript | null;
  /** The site's address the page was rendered with (its absolute links: web/lib/site-origin.tsx). */
  origin: string;
  /** The router's state to hydrate from; null when the server drew the error screen (the browser then renders anew). */
  router: HydrationState | null;
  queries: DehydratedState;
}

/** The server's hand-off, when this page was rendered on the server. Browser only (the entry reads it once). */
export function readSsrData(): SsrData | null {
  const block = document.getElementById(SSR_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as SsrData;
  } catch {
    return null;
  }
}
