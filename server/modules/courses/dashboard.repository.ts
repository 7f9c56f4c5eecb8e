import { and, count, countDistinct, desc, eq, ilike, inArray, like, min, or, sql, type SQL } from 'drizzle-orm';
import { searchWords } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import { containsEveryWord } from '../../lib/search';
import { users } from '../users';
import { courseCategories, courses, enrollments, lessons, teachers } from './courses.table';
import { onPage } from '../../lib/paging';

/** The admin course lists of spec §7 (teachers, courses, students): each a count and a page, two queries. */

type Page = { q: string; page: number; pageSize: number };

/** A user searched by name (the users' search key, any spelling) or by phone digits. */
function userMatches(q: string): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '').replace(/^998(?=\d{9}$)/, '');
  const words = searchWords(q);
  const byName = words.length ? and(...containsEveryWord(users.searchText, words)) : undefined;
  const byPhone = digits.length >= 2 ? like(users.phone, `%${digits}%`) : undefined;
  return byName && byPhone ? or(byName, byPhone)! : (byName ?? byPhone ?? sql`false`);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An admin teacher row (the teacher, their user and how many courses they wrote): the list's and one teacher's. */
const adminTeacherRow = {
  guid: teachers.guid,
  createdAt: teachers.createdAt,
  userGuid: users.guid,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  userCreatedAt: users.createdAt,
  coursesCount: sql<number>`(select count(*)::int from ${courses} where ${courses.authorId} = ${users.id})`,
};

export async function listTeachers(db: Db, p: Page) {
  const where = userMatches(p.q);
  const [{ total }] = await db.select({ total: count() }).from(teachers).innerJoin(users, eq(users.id, teachers.userId)).where(where);
  const rows = await onPage(
    db
      .select(adminTeacherRow)
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(where)
      .orderBy(desc(teachers.createdAt), desc(teachers.id))
      .$dynamic(),
    p,
  );
  return { total, rows };
}

export type AdminTeacherRow = Awaited<ReturnType<typeof listTeachers>>['rows'][number];

export async function findTeacherRow(db: Db, teacherId: number): Promise<AdminTeacherRow | null> {
  const [row] = await db
    .select(adminTeacherRow)
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(eq(teachers.id, teacherId));
  return row ?? null;
}

/** An admin course row (spec §3 Course plus counts, category and author): the admin list's and a teacher's own list's. */
const adminCourseRow = {
  guid: courses.guid,
  meta: courses.meta,
  title: courses.title,
  createdAt: courses.createdAt,
  isPublished: courses.isPublished,
  lessonsCount: sql<number>`(select count(*)::int from ${lessons} where ${lessons.courseId} = ${courses.id})`,
  studentsCount: sql<number>`(select count(*)::int from ${enrollments} where ${enrollments.courseId} = ${courses.id})`,
  categoryGuid: courseCategories.guid,
  categoryTitle: courseCategories.title,
  categoryTitleRu: courseCategories.titleRu,
  categoryTitleEn: courseCategories.titleEn,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

const adminCourseRows = (db: Db, where: SQL | undefined) =>
  db
    .select(adminCourseRow)
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .innerJoin(users, eq(users.id, courses.authorId))
    .where(where)
    .orderBy(desc(courses.createdAt), desc(courses.id));

export async function listCourses(db: Db, p: Page & { teacher?: string }) {
  const where = and(
    p.q ? ilike(courses.title, `%${escapeLike(p.q)}%`) : undefined,
    // One teacher's courses: those its account authors.
    p.teacher ? inArray(courses.authorId, db.select({ id: teachers.userId }).from(teachers).where(eq(teachers.guid, p.teacher))) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(courses).where(where);
  const rows = await onPage(adminCourseRows(db, where).$dynamic(), p);
  return { total, rows };
}

export type AdminCourseRow = Awaited<ReturnType<typeof listCourses>>['rows'][number];

/** The courses a user authors, drafts too, newest first (a teacher's own list; at most `limit`). */
export const coursesOfAuthor = (db: Db, userId: number, limit: number): Promise<AdminCourseRow[]> => adminCourseRows(db, eq(courses.authorId, userId)).limit(limit);

/** Learners: users with at least one enrolment; their first enrolment, their courses and finished ones. */
export async function listStudents(db: Db, p: Page) {
  const where = userMatches(p.q);
  const [{ total }] = await db.select({ total: countDistinct(enrollments.userId) }).from(enrollments).innerJoin(users, eq(users.id, enrollments.userId)).where(where);
  const firstEnrolment = min(enrollments.createdAt);
  const rows = await onPage(
    db
      .select({
        guid: users.guid,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        createdAt: firstEnrolment,
        coursesCount: sql<number>`count(*)::int`,
        finishedCount: sql<number>`count(${enrollments.finishedAt})::int`,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(where)
      .groupBy(users.id)
      .orderBy(desc(firstEnrolment), desc(users.id))
      .$dynamic(),
    p,
  );
  return { total, rows };
}

/** Makes a user a teacher; null when they already are. */
export async function insertTeacher(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.insert(teachers).values({ userId }).onConflictDoNothing().returning({ id: teachers.id });
  return row?.id ?? null;
}
