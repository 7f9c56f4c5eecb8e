/**
 * Courses: free video courses, lessons, teachers, certificates, the course editor.
 *
 * The module's public face: what server/app.ts composes (createCoursesModule) and what other modules
 * may use. Everything else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createCoursesModule } from './courses.module';
export { courseStats, invalidateCoursesHomeData, rebuildCourseSearchKeys } from './courses.service';
export { cleanStoredCourseDescriptions } from './editor.service';
