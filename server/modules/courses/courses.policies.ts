import { isAdminRole } from '@shared/constants';
import type { AuthUser } from '../../lib/auth-user';

/** Who may do what with courses. Admin roles are superadmin, admin and moderator (spec §6). */

/** The admin course lists (teachers, courses, students): the admin roles. */
export const canListCourseDashboard = (user: AuthUser) => isAdminRole(user.role);

/** Creating, renaming and deleting course categories: the admin roles (as news and shop categories). */
export const canEditCourseCategories = (user: AuthUser) => isAdminRole(user.role);

/** Adding teachers (a new account or an existing user): admins, not moderators. */
export const canManageTeachers = (user: AuthUser) => user.role === 'superadmin' || user.role === 'admin';

/** Editing any course, not only one's own: the admin roles. Their edits use admin powers, so they are audited. */
export const canEditAnyCourse = (user: AuthUser) => isAdminRole(user.role);

/** Creating a course: teachers (users with a teacher record) and the admin roles. */
export const canCreateCourse = (user: AuthUser, isTeacher: boolean) => isTeacher || isAdminRole(user.role);

/** Editing or deleting a course and its lessons: its author while a teacher, or the admin roles. */
export const canEditCourse = (user: AuthUser, isTeacher: boolean, course: { authorId: number }) => canEditAnyCourse(user) || (isTeacher && course.authorId === user.id);

/** Choosing a course's author (another teacher): the admin roles. */
export const canChooseAuthor = (user: AuthUser) => isAdminRole(user.role);
