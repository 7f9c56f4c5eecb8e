import type { FastifyInstance } from 'fastify';
import { errorSchema } from '@shared/schemas/common';
import { weatherForecastSchema } from '@shared/schemas/weather';
import * as service from './weather.service';
import { withZod } from '../../plugins/route-app';

const tags = ['weather'];

/**
 * GET /api/weather/: the forecast for Tashkent through our server (DESIGN: the page asks no outside
 * host, and the provider's key stays here). The same for everyone, so browsers may keep it a while.
 */
export default async function weatherRoutes(fastify: FastifyInstance, { deps }: { deps: service.WeatherDeps }) {
  const app = withZod(fastify);

  app.get(
    '/weather/',
    {
      schema: {
        tags,
        summary: 'The weather forecast for Tashkent: the city and the first 8 (3-hourly) entries',
        response: {
          200: weatherForecastSchema,
          503: errorSchema.describe("weather.unavailable: no provider is configured, or it failed (then 503 at once for 30 s); try again after Retry-After"),
        },
      },
    },
    async (_request, reply) => {
      const forecast = await service.getForecast(deps);
      reply.header('cache-control', 'public, max-age=300');
      return forecast;
    },
  );
}
