import { useEffect, useState } from 'react';
import { WEATHER_CLOCK_REFRESH_MS } from '@shared/constants';
import { useHydrated } from '@web/lib/hydrated';
import { useI18n } from '@web/lib/i18n';
import { Spinner } from '@web/components/ui/spinner';
import { useSite } from '@web/features/site/api/get-site';
import { useWeather } from '../api/get-weather';
import { conditionKey, formatClock, formatHour, formatHumidity, formatTemp, formatWind } from '../lib/weather';
import { WeatherIcon } from './weather-icon';

/**
 * The clock: Tashkent's date and time, redrawn every 60 s (spec §9). It depends on the moment, so it
 * is drawn only once the page is React's (useHydrated): the server's page and the first browser
 * render hold an empty line of the same height, and nothing mismatches.
 */
function Clock() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), WEATHER_CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [hydrated]);
  return (
    <p className="min-h-5 text-sm text-ink-500" data-testid="weather-clock">
      {hydrated && now ? <time dateTime={now.toISOString()}>{formatClock(now, t)}</time> : null}
    </p>
  );
}

/**
 * The weather widget of the news pages: Tashkent's forecast through our server (GET /api/weather/),
 * the first entry large with humidity and wind, then the 8 entries hour by hour, each with our own icon.
 * 'Yuklanmoqda' while it loads; the spec's text when the forecast cannot be had (§8). Where the server
 * has no forecast configured (the site settings' `weather`: a fresh install without WEATHER_API_KEY)
 * there is nothing to show and nothing to ask: the widget is left out.
 */
export function WeatherWidget({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  const configured = useSite().data?.weather === true;
  const { data, isPending, isError } = useWeather(configured);
  const now = data?.entries[0];
  if (!configured) return null;

  return (
    <section aria-labelledby="weather-widget-title" className={`rounded-2xl border border-ink-100 bg-white p-4 shadow-[var(--shadow-card)] ${className}`} data-testid="weather-widget">
      <header className="mb-3">
        <h2 id="weather-widget-title" className="text-base font-semibold text-ink-900">
          {t('news.weather.title', { city: t('news.weather.city') })}
        </h2>
        <Clock />
      </header>

      {isPending ? (
        <p className="flex items-center gap-2 py-6 text-ink-500">
          <Spinner />
          <span role="status">{t('news.weather.loading')}</span>
        </p>
      ) : isError || !now ? (
        <p role="alert" className="py-4 text-sm text-pomegranate-700">
          {t('news.weather.error')}
        </p>
      ) : (
        <>
          <div className="flex items-center gap-3">
            <WeatherIcon code={now.icon} size={56} label={t(conditionKey(now.icon))} />
            <div className="min-w-0">
              <p className="text-3xl font-semibold leading-none text-ink-900">{formatTemp(now.temp)}</p>
              <p className="mt-1 text-sm text-ink-700">{t(conditionKey(now.icon))}</p>
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div className="rounded-xl bg-cream-100 px-3 py-2">
              <dt className="text-ink-500">{t('news.weather.humidity')}</dt>
              <dd className="font-medium text-ink-900">{formatHumidity(now.humidity)}</dd>
            </div>
            <div className="rounded-xl bg-cream-100 px-3 py-2">
              <dt className="text-ink-500">{t('news.weather.wind')}</dt>
              <dd className="font-medium text-ink-900">{t('news.weather.windSpeed', { speed: formatWind(now.wind_speed) })}</dd>
            </div>
          </dl>

          <h3 className="mb-2 mt-4 text-sm font-semibold text-ink-700">{t('news.weather.hourly')}</h3>
          <ol className="grid grid-cols-4 gap-2" data-testid="weather-hours">
            {data.entries.map((entry) => (
              <li key={entry.time} className="flex flex-col items-center rounded-xl bg-cream-100 px-1 py-2 text-center">
                <time dateTime={entry.time} className="text-xs text-ink-500">
                  {formatHour(entry.time)}
                </time>
                <WeatherIcon code={entry.icon} size={32} label={t(conditionKey(entry.icon))} />
                <span className="text-sm font-semibold text-ink-900">{formatTemp(entry.temp)}</span>
                <span className="sr-only">
                  {t('news.weather.humidity')} {formatHumidity(entry.humidity)}, {t('news.weather.wind')} {t('news.weather.windSpeed', { speed: formatWind(entry.wind_speed) })}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
