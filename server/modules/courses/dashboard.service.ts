import type { AdminListBody } from '@shared/schemas/common';
import type { AdminCourse, AdminStudent, AdminTeacher, TeachingCourses } from '@shared/schemas/courses';
import type { UploadedFile } from '../../lib/multipart';
import { paged } from '../../lib/paging';
import { createAccountByAdmin, requireUserByGuid } from '../users';
import type { AuthUser } from '../../lib/auth-user';
import { alreadyTeacher } from './courses.errors';
import type { CoursesDeps } from './courses.service';
import * as repo from './dashboard.repository';
import { isTeacher } from './editor.repository';
import { recordAudit, type AuditActor } from '../audit';

/** The admin course area of spec §2/§7: the three lists and adding teachers. */

type ListBody = AdminListBody & { q: string; page_number: number; page_size: number };
const pageOf = (body: ListBody) => ({ q: body.q, page: body.page_number, pageSize: body.page_size });

const presentTeacher = (r: repo.AdminTeacherRow): AdminTeacher => ({
  guid: r.guid,
  user: { guid: r.userGuid, first_name: r.firstName, last_name: r.lastName, phone: r.phone, created_at: r.userCreatedAt.toISOString() },
  courses_count: r.coursesCount,
  created_at: r.createdAt.toISOString(),
});

export async function listTeachers(deps: CoursesDeps, body: ListBody) {
  const { rows, total } = await repo.listTeachers(deps.db, pageOf(body));
  return paged(rows.map(presentTeacher), body.page_number, body.page_size, total);
}

const presentCourse = (r: repo.AdminCourseRow): AdminCourse => ({
  guid: r.guid,
  meta: r.meta,
  title: r.title,
  created_at: r.createdAt.toISOString(),
  is_published: r.isPublished,
  lessons_count: r.lessonsCount,
  students_count: r.studentsCount,
  category: { guid: r.categoryGuid, title: r.categoryTitle, title_ru: r.categoryTitleRu || null, title_en: r.categoryTitleEn || null },
  author: { first_name: r.authorFirstName, last_name: r.authorLastName },
});

export async function listCourses(deps: CoursesDeps, body: ListBody & { teacher?: string }) {
  const { rows, total } = await repo.listCourses(deps.db, { ...pageOf(body), teacher: body.teacher });
  return paged(rows.map(presentCourse), body.page_number, body.page_size, total);
}

/** How many of their courses a teacher's own list shows (newest first). */
const TEACHING_LIST_MAX = 500;

/** GET teaching/: whether the caller is a teacher, and if so the courses they author (drafts too), newest first. */
export async function teachingCourses(deps: CoursesDeps, user: AuthUser): Promise<TeachingCourses> {
  if (!(await isTeacher(deps.db, user.id))) return { is_teacher: false, results: [] };
  const rows = await repo.coursesOfAuthor(deps.db, user.id, TEACHING_LIST_MAX);
  return { is_teacher: true, results: rows.map(presentCourse) };
}

export async function listStudents(deps: CoursesDeps, body: ListBody) {
  const { rows, total } = await repo.listStudents(deps.db, pageOf(body));
  const data: AdminStudent[] = rows.map((r) => ({
    guid: r.guid,
    title: `${r.firstName} ${r.lastName}`.trim(),
    phone: r.phone,
    created_at: new Date(r.createdAt as unknown as string).toISOString(),
    courses_count: r.coursesCount,
    finished_count: r.finishedCount,
  }));
  return paged(data, body.page_number, body.page_size, total);
}

/** POST dashboard/teachers/create/: a new account (role user, spec §2) and its teacher record. */
export async function createTeacher(deps: CoursesDeps, actor: AuditActor, input: Parameters<typeof createAccountByAdmin>[1], pfp?: UploadedFile): Promise<AdminTeacher> {
  // The account, its teacher row and the audit record: one transaction.
  let id = 0;
  await createAccountByAdmin(deps, input, pfp, async (tx, user) => {
    id = (await repo.insertTeacher(tx, user.id))!;
    await recordAudit(tx, actor, {
      action: 'teacher.create',
      targetId: user.guid,
      targetLabel: `${user.firstName} ${user.lastName}`.trim(),
      before: null,
      after: { first_name: user.firstName, last_name: user.lastName, phone: user.phone, phone_confirmed: true, teacher: true },
    });
  });
  return presentTeacher((await repo.findTeacherRow(deps.db, id))!);
}

/** POST dashboard/teachers/: an existing user made a teacher. */
export async function addTeacher(deps: CoursesDeps, actor: AuditActor, userGuid: string): Promise<AdminTeacher> {
  const user = await requireUserByGuid(deps, userGuid);
  const id = await deps.db.transaction(async (tx) => {
    const id = await repo.insertTeacher(tx, user.id);
    if (id === null) throw alreadyTeacher();
    await recordAudit(tx, actor, { action: 'teacher.add', targetId: user.guid, targetLabel: user.name, before: { teacher: false }, after: { teacher: true } });
    return id;
  });
  return presentTeacher((await repo.findTeacherRow(deps.db, id))!);
}
