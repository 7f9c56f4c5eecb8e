import { categoryAdmin } from '../categories';
import { courseCategoryNotEmpty, courseCategoryNotFound } from './courses.errors';
import { invalidateCoursesHomeData, writeCourseSearchKeys, type CoursesDeps } from './courses.service';
import { courseCategories, courses } from './courses.table';

/** The admins' course categories (the shared administration): in the menu's order; its courses are found by its titles too. */
export const courseCategoryAdmin = (deps: Pick<CoursesDeps, 'db'>) =>
  categoryAdmin(deps.db, {
    table: courseCategories, items: courses.categoryId, order: 'menu', audit: 'course_category', count: 'courses_count',
    errors: { notFound: courseCategoryNotFound, notEmpty: courseCategoryNotEmpty },
    afterChange: invalidateCoursesHomeData,
    onRename: (tx, categoryId) => writeCourseSearchKeys(tx, { categoryId }),
  });
