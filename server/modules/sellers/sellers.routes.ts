import type { FastifyInstance } from 'fastify';
import { guidParamsSchema, rateLimitedAnswer } from '@shared/schemas/common';
import { phoneRevealBodySchema, phoneRevealSchema, sellerFactsSchema, sellerProductsQuerySchema, sellerProductsSchema } from '@shared/schemas/sellers';
import { requireUser, signedIn } from '../../plugins/auth';
import { security } from '../../plugins/openapi';
import { publicRead } from '../../plugins/page-reads';
import { withZod } from '../../plugins/route-app';
import { sellerSitemapSource } from '../shop';
import { revealPhone, sellerFacts, sellerProductsPage, type SellersDeps } from './sellers.service';

const tags = ['sellers'];

/** /api/sellers/ (issue 40): a seller's facts and live products (public; their seller page reads them), and their phone for a signed-in buyer. */
export default async function sellersRoutes(fastify: FastifyInstance, { deps }: { deps: SellersDeps }) {
  const app = withZod(fastify);
  // Seller pages with live products are worth a crawler's visit.
  app.sitemap.add(sellerSitemapSource(deps.db));

  publicRead(
    app,
    '/:guid/',
    {
      tags,
      summary: 'A seller: name, picture, role, member since, online or last seen, live products, usual reply time, whether they show their phone, Telegram',
      params: guidParamsSchema,
      response: { 200: sellerFactsSchema },
    },
    ({ params }) => sellerFacts(deps, params.guid),
  );

  publicRead(
    app,
    '/:guid/products/',
    { tags, summary: 'A seller’s live products, newest first', params: guidParamsSchema, querystring: sellerProductsQuerySchema, response: { 200: sellerProductsSchema } },
    ({ params, query }) => sellerProductsPage(deps, params.guid, query.page, query.page_size),
    { peopleText: true },
  );

  app.post(
    '/:guid/phone/',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Shows a seller’s phone to a signed-in buyer when the seller shows it (403 sellers.phone_hidden); distinct sellers per viewer a day are limited (429); counted for the seller, on the product when named',
        params: guidParamsSchema,
        body: phoneRevealBodySchema,
        response: { 200: phoneRevealSchema, ...rateLimitedAnswer },
      },
    },
    async (request) => revealPhone(deps, await requireUser(request), request.params.guid, request.body, app.rateLimits.phoneReveal),
  );
}
