import type { FastifyInstance } from 'fastify';
import { rateLimitedAnswer } from '@shared/schemas/common';
import { searchSuggestionsSchema, suggestionsQuerySchema } from '@shared/schemas/search';
import { publicRead } from '../../plugins/page-reads';
import { withZod } from '../../plugins/route-app';
import * as service from './search.service';

const tags = ['search'];

/** GET /api/search/suggestions/?q=: the header's suggestions as you type (public; counted as a search). */
export default async function searchRoutes(fastify: FastifyInstance, { deps }: { deps: service.SearchDeps }) {
  const app = withZod(fastify);
  publicRead(
    app,
    '/suggestions/',
    {
      tags,
      summary: 'Suggestions as you type: a few products, shop categories and announcements whose words begin with q’s (any spelling or script)',
      querystring: suggestionsQuerySchema,
      response: { 200: searchSuggestionsSchema, ...rateLimitedAnswer },
    },
    ({ query, searchGate }) => service.suggestions(deps, query.q, searchGate),
    { peopleText: true },
  );
}
