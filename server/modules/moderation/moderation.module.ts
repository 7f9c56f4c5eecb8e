import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import moderationRoutes from './moderation.routes';
import type { ModerationDeps } from './moderation.service';

/**
 * Moderation (/api/moderation/, issue 15): the review queue, reports and decisions. The content
 * modules hand it their items as moderation targets (read, and changed by a decision), so it never
 * reaches into their tables; `pushNotification` tells an author of a decision.
 */
export function createModerationModule(ctx: ModuleContext, { targets, pushNotification }: Pick<ModerationDeps, 'targets' | 'pushNotification'>): AppModule {
  const deps: ModerationDeps = { db: ctx.db, targets, pushNotification };
  return { name: 'moderation', services: {}, routes: [moduleRoutes('/api/moderation', moderationRoutes, { deps })], jobs: [], views: [] };
}
