import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import { createViewCounter, type ViewQueue } from '../../lib/view-counter';
import newsRoutes from './news.routes';
import { writeNewsViews, type NewsDeps } from './news.service';

/** The module's views queues: a news item's views are written with their day (the 'most read this week' list sums the last 7 days); a document's raise documents.views. */
const newsViews: ViewQueue = { kind: 'news', table: 'news', write: writeNewsViews };
const documentViews: ViewQueue = { kind: 'document', table: 'documents' };

/** News (/api/news/): articles, categories and legal documents. Other modules use its functions through index.ts; it needs no one's services. */
export function createNewsModule(ctx: ModuleContext): AppModule {
  const deps: NewsDeps = { db: ctx.db, blobs: ctx.blobs, views: createViewCounter(ctx, newsViews), documentViews: createViewCounter(ctx, documentViews) };
  return {
    name: 'news',
    services: {},
    routes: [moduleRoutes('/api/news', newsRoutes, { deps })],
    jobs: [],
    views: [deps.views, deps.documentViews],
  };
}
