import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WeatherForecast } from '@shared/schemas/weather';
import { siteQueryKey } from '@web/features/site/api/get-site';
import type { SiteInfo } from '@shared/schemas/site';
import { ApiError } from '@web/lib/api-client';
import { I18nProvider, loadAreas } from '@web/lib/i18n';
import { weatherQueryOptions } from '../api/get-weather';
import { WeatherWidget } from './weather-widget';

/** The widget as the server renders it (no DOM here): each state, and nothing that depends on the moment. */
const forecast: WeatherForecast = {
  city: 'Tashkent',
  entries: Array.from({ length: 8 }, (_, i) => ({
    time: new Date(Date.UTC(2026, 10, 24, 3 * i)).toISOString(),
    temp: 10 + i,
    humidity: 50 + i,
    wind_speed: 3.25,
    icon: ['01d', '02d', '03d', '04d', '09d', '10n', '11n', '13n'][i]!,
    description: 'from the provider',
  })),
};

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/<!-- -->/g, '');

/**
 * retryOnMount: false draws a failed query as failed (with it, a render starts asking again and draws
 * the loading state). The site settings say a forecast is configured unless told otherwise.
 */
function renderWith(setup: (client: QueryClient) => void, lang: 'uz' | 'ru' = 'uz', site: SiteInfo = { social: {}, weather: true, telegram_bot: null }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  client.setQueryData(siteQueryKey, site);
  setup(client);
  return decode(
    renderToString(
      <QueryClientProvider client={client}>
        <I18nProvider initialLanguage={lang}>
          <WeatherWidget />
        </I18nProvider>
      </QueryClientProvider>,
    ),
  );
}

beforeAll(async () => {
  await loadAreas('uz', ['news']);
  await loadAreas('ru', ['news']);
});

describe('WeatherWidget (server render)', () => {
  it('draws the forecast: the first entry with humidity and wind, then 8 hours in Tashkent time with our icons', () => {
    const html = renderWith((c) => c.setQueryData(weatherQueryOptions().queryKey, forecast));
    expect(html).toContain('Ob-havo: Toshkent');
    expect(html).toContain('Namlik');
    expect(html).toContain('50%');
    expect(html).toContain('3.3 m/s');
    expect(html).toContain('Ochiq osmon');
    expect(html.match(/<li /g)).toHaveLength(8);
    expect(html).toContain('>08:00<');
    expect(html).toContain('>05:00<');
    expect(html.match(/data-weather-icon="/g)).toHaveLength(9);
    expect(html).toContain('data-weather-icon="snow"');
    // Nothing from the provider's host, and not its English words.
    expect(html).not.toMatch(/openweathermap|<img/i);
    expect(html).not.toContain('from the provider');
  });

  it('holds no clock text in the server render (it is drawn after hydration)', () => {
    const html = renderWith((c) => c.setQueryData(weatherQueryOptions().queryKey, forecast));
    expect(html).toMatch(/<p[^>]*data-testid="weather-clock"[^>]*><\/p>/);
  });

  it("says 'Yuklanmoqda' while the forecast loads", () => {
    const html = renderWith(() => undefined);
    expect(html).toContain('Yuklanmoqda');
    expect(html).not.toContain('<li');
  });

  it("gives the spec's text when the forecast cannot be had, in the reader's language", () => {
    const fail = (c: QueryClient) => {
      const cache = c.getQueryCache().build(c, { queryKey: [...weatherQueryOptions().queryKey] });
      cache.setState({ status: 'error', error: new ApiError(503, 'weather.unavailable', ''), fetchStatus: 'idle' });
    };
    expect(renderWith(fail)).toContain("Ob-havo ma'lumotlarini olishda xatolik yuz berdi.");
    expect(renderWith(fail, 'ru')).toContain('Не удалось получить данные о погоде.');
  });

  it('is quiet where no forecast is configured (a fresh install): nothing drawn, neither loading nor an error', () => {
    expect(renderWith(() => undefined, 'uz', { social: {}, weather: false, telegram_bot: null })).toBe('');
  });
});
