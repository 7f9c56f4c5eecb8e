import type { ServerNotification } from '@shared/schemas/messenger';
import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import { createViewCounter, type ViewQueue } from '../../lib/view-counter';
import coursesRoutes from './courses.routes';
import { authorRenamed, type CoursesDeps } from './courses.service';

/** The module's views queue: a course's views raise courses.views. */
const courseViews: ViewQueue = { kind: 'course', table: 'courses' };

/** What courses hand other modules: the news of a teacher's new name (it is in their courses' search keys). */
export interface CoursesServices {
  authorRenamed: (userId: number) => Promise<void>;
}

/** Courses (/api/courses/): free video courses, lessons, teachers, certificates, the course editor. `notify` tells a user of a moment (the bell, their tabs, push). */
export function createCoursesModule(ctx: ModuleContext, { notify }: { notify: (userId: number, notification: ServerNotification) => Promise<void> }): AppModule<CoursesServices> {
  const views = createViewCounter(ctx, courseViews);
  const deps: CoursesDeps = { db: ctx.db, views, blobs: ctx.blobs, log: ctx.log, notify };
  return {
    name: 'courses',
    services: { authorRenamed: (userId) => authorRenamed(ctx.db, userId) },
    routes: [moduleRoutes('/api/courses', coursesRoutes, { deps })],
    jobs: [],
    views: [views],
  };
}
