import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteInfo } from '@shared/schemas/site';
import { siteQueryKey } from '@web/features/site/api/get-site';
import { I18nProvider, loadAreas } from '@web/lib/i18n';
import { TelegramConfirmPhone, TelegramSignIn } from './telegram-auth';

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/<!-- -->/g, '');

/** The Telegram buttons as the server renders them, with the site's settings (a bot or none). */
function render(element: React.ReactElement, telegramBot: string | null, lang: 'uz' | 'ru' = 'uz') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const site: SiteInfo = { social: {}, weather: false, telegram_bot: telegramBot };
  client.setQueryData(siteQueryKey, site);
  return decode(
    renderToString(
      <QueryClientProvider client={client}>
        <I18nProvider initialLanguage={lang}>{element}</I18nProvider>
      </QueryClientProvider>,
    ),
  );
}

beforeAll(() => loadAreas('ru'));

describe('Telegram on the confirm-phone and sign-in pages (issue 41)', () => {
  it('offers Telegram only when a bot is configured', () => {
    expect(render(<TelegramConfirmPhone onConfirmed={() => undefined} />, null)).toBe('');
    expect(render(<TelegramSignIn onSignedIn={() => undefined} />, null)).toBe('');
    expect(render(<TelegramConfirmPhone onConfirmed={() => undefined} />, 'ipak_uz_bot')).toContain('Telegram orqali tasdiqlash');
    expect(render(<TelegramSignIn onSignedIn={() => undefined} />, 'ipak_uz_bot')).toContain('Telegram orqali kirish');
    expect(render(<TelegramConfirmPhone onConfirmed={() => undefined} />, 'ipak_uz_bot', 'ru')).toContain('Подтвердить через Telegram');
  });
});
