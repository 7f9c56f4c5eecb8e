import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mapOpenWeatherMapForecast, type WeatherProvider } from '../lib/weather';

/** One 3-hourly entry as OpenWeatherMap's forecast API writes it (with some of the fields we ignore). */
function owmEntry(i: number) {
  const dt = 1_790_000_000 + i * 3 * 3600;
  return {
    dt,
    main: { temp: 20 + i / 2, feels_like: 19, pressure: 1012, humidity: 40 + i, temp_min: 18, temp_max: 22 },
    weather: [{ id: 800, main: 'Clear', description: `clear sky ${i}`, icon: i % 2 ? '01n' : '01d' }],
    clouds: { all: 0 },
    wind: { speed: 2 + i / 10, deg: 200 },
    dt_txt: new Date(dt * 1000).toISOString(),
  };
}

/** A forecast answer of OpenWeatherMap's shape with `count` entries (the real one has 40). */
const owmForecast = (count = 40) => ({
  cod: '200',
  cnt: count,
  list: Array.from({ length: count }, (_, i) => owmEntry(i)),
  city: { id: 1512569, name: 'Tashkent', coord: { lat: 41.2995, lon: 69.2401 }, country: 'UZ', timezone: 18000 },
});

type Mode = 'ok' | 'error' | 'hang' | 'garbage';

/**
 * A local stand-in for OpenWeatherMap's forecast API: records every request (its query) and answers
 * as its mode says: the forecast, a 500, never (a hung provider), or JSON of another shape.
 */
export async function startFakeWeatherServer() {
  const requests: URLSearchParams[] = [];
  let mode: Mode = 'ok';
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://fake').searchParams);
    if (mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (mode === 'error') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"cod":"500","message":"internal error"}');
    const body = mode === 'garbage' ? { cod: '200', list: 'nothing' } : owmForecast();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/data/2.5/forecast`,
    requests,
    setMode: (m: Mode) => void (mode = m),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A provider in process that always has the fake's forecast (tests of other things, e.g. the API fuzzer). */
export const staticWeatherProvider: WeatherProvider = { forecast: async () => mapOpenWeatherMapForecast(owmForecast()) };
