import { StrictMode, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider, type Language } from '@web/lib/i18n';
import { SiteOriginProvider } from '@web/lib/site-origin';
import { ScriptChoiceProvider } from '@web/lib/text-script';
import type { TextScript } from '@shared/schemas/common';

/**
 * Marks the document once React has taken the page over (hydrated the server's HTML, or rendered it):
 * `<html data-hydrated="true">`, which the browser tests wait for before they press anything.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** What wraps the router, the same on the server and in the browser (so that hydration matches). */
export function AppProviders({
  queryClient,
  language,
  script,
  origin,
  children,
}: {
  queryClient: QueryClient;
  language: Language;
  /** The reader's choice of script for people's text (the `script` cookie), or null. */
  script: TextScript | null;
  origin: string;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider initialLanguage={language}>
          <ScriptChoiceProvider initialChoice={script}>
            <SiteOriginProvider value={origin}>
              {children}
              <HydrationMark />
            </SiteOriginProvider>
          </ScriptChoiceProvider>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
