import type { AdminTeacher } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { adminTeachersKey } from './list-teachers';

/** Who may add teachers: admins (not moderators), as the API's policy says. */
export const canCreateTeachers = (role: string | null | undefined) => role === 'superadmin' || role === 'admin';

/** POST /api/courses/dashboard/teachers/create/ (multipart: the add-teacher fields + optional pfp) → the new AdminTeacher row. */
const createTeacher = (body: FormData) => api.post<AdminTeacher>('/api/courses/dashboard/teachers/create/', body);

/** Creates the teacher; the teachers list is refetched so the new one is in it when the admin goes back. */
export const useCreateTeacher = () => useApiMutation({ request: createTeacher, invalidates: [adminTeachersKey] });
