import { StrictMode, useEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { defaultTextScript } from '@shared/language';
import { I18nProvider, useI18n, type Language } from '@web/lib/i18n';
import { SiteOriginProvider } from '@web/lib/site-origin';
import { ScriptChoiceProvider, useScriptChoice } from '@web/lib/text-script';
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

/**
 * The API answers people's text in the reader's script (server/lib/text-script.ts: the language and
 * script cookies): when the reader's script changes (the language switch, or the Latin/Cyrillic
 * choice), what was fetched in the other one is fetched again.
 */
function RefetchInReadersScript() {
  const { lang } = useI18n();
  const { choice } = useScriptChoice();
  const client = useQueryClient();
  const script = defaultTextScript(lang, choice);
  const last = useRef(script);
  useEffect(() => {
    if (last.current === script) return;
    last.current = script;
    void client.invalidateQueries();
  }, [script, client]);
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
              <RefetchInReadersScript />
            </SiteOriginProvider>
          </ScriptChoiceProvider>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
