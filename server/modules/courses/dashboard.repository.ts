import { and, count, countDistinct, desc, eq, ilike, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personColumns, userMatchesSearch, users } from '../users';
import { courses, enrollments, teachers } from './courses.table';
import { onPage } from '../../lib/paging';
import { cardColumns, withCategoryAndAuthor } from './courses.repository';

/** The admin course lists of spec §7 (teachers, courses, students): each a count and a page, two queries. */

type Page = { q: string; page: number; pageSize: number };

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
  const where = userMatchesSearch(p.q);
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
const { guid, meta, title, createdAt, lessonsCount, categoryGuid, categoryTitle, categoryTitleRu, categoryTitleEn, authorFirstName, authorLastName } = cardColumns;
const adminCourseRow = {
  guid,
  meta,
  title,
  createdAt,
  isPublished: courses.isPublished,
  lessonsCount,
  studentsCount: sql<number>`(select count(*)::int from ${enrollments} where ${enrollments.courseId} = ${courses.id})`,
  categoryGuid,
  categoryTitle,
  categoryTitleRu,
  categoryTitleEn,
  authorFirstName,
  authorLastName,
};

const adminCourseRows = (db: Db, where: SQL | undefined) => withCategoryAndAuthor(db.select(adminCourseRow).from(courses).$dynamic()).where(where).orderBy(desc(courses.createdAt), desc(courses.id));

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
  const where = userMatchesSearch(p.q);
  const [{ total }] = await db.select({ total: countDistinct(enrollments.userId) }).from(enrollments).innerJoin(users, eq(users.id, enrollments.userId)).where(where);
  const firstEnrolment = min(enrollments.createdAt);
  const rows = await onPage(
    db
      .select({
        ...personColumns,
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
