import { categoryAdmin } from '../categories';
import { courseCategoryNotEmpty, courseCategoryNotFound } from './courses.errors';
import { presentAdminCategory } from './courses.presenter';
import { invalidateCoursesHomeData, writeCourseSearchKeys, type CoursesDeps } from './courses.service';
import { courseCategories, courses } from './courses.table';

/** The admins' course categories (the shared administration): in the menu's order, searched by their titles. */
export const courseCategoryAdmin = (deps: Pick<CoursesDeps, 'db'>) =>
  categoryAdmin(deps.db, {
    table: courseCategories,
    items: { table: courses, categoryId: courses.categoryId },
    order: 'menu',
    audit: 'course_category',
    errors: { notFound: courseCategoryNotFound, notEmpty: courseCategoryNotEmpty },
    present: presentAdminCategory,
    afterChange: invalidateCoursesHomeData,
    // Its courses are found by its titles too.
    onRename: (tx, categoryId) => writeCourseSearchKeys(tx, { categoryId }),
  });
