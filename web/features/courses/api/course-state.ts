import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseProgress, CourseViewerState, ProgressUpdate } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';

/**
 * The signed-in learner's relation to a course (issue 14): GET course/{meta}/state/, enrol
 * (POST/DELETE course/{guid}/enrol/), progress (PUT course/{guid}/progress/), like (POST/DELETE
 * course/{guid}/like/). Never part of the public (server-rendered, cached) course answer.
 */
export const courseStateKeyRoot = ['courses', 'state'] as const;
const courseStateKey = (meta: string, viewer: string) => [...courseStateKeyRoot, meta, viewer] as const;
export const myCoursesKey = ['courses', 'my'] as const;
export const likedCoursesKey = ['courses', 'liked'] as const;

const getCourseState = (meta: string, signal?: AbortSignal) => api.get<CourseViewerState>(`/api/courses/course/${encodeURIComponent(meta)}/state/`, signal);

export const courseStateQueryOptions = (meta: string, viewer: string) =>
  queryOptions({
    queryKey: courseStateKey(meta, viewer),
    queryFn: ({ signal }) => getCourseState(meta, signal),
    // Fresh for a moment (the route's loader and the page ask together); every change writes the server's answer into it.
    staleTime: 5_000,
  });

/** Asked only for a signed-in viewer (the anonymous have no state). */
export const useCourseState = (meta: string, viewer: string) => useQuery({ ...courseStateQueryOptions(meta, viewer), enabled: viewer !== 'anonymous' });

/** POST course/{guid}/enrol/ (free, idempotent) → the caller's state in the course. */
const enrolCourse = (guid: string) => api.post<CourseViewerState>(`/api/courses/course/${encodeURIComponent(guid)}/enrol/`);

export function useEnrolCourse(guid: string, meta: string, viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enrolCourse(guid),
    onSuccess: (state) => {
      queryClient.setQueryData<CourseViewerState>(courseStateKey(meta, viewer), state);
      return queryClient.invalidateQueries({ queryKey: myCoursesKey });
    },
  });
}

/** PUT course/{guid}/progress/ — where the learner is in a lesson (and whether it is done) → the course's progress. */
const reportProgress = (guid: string, update: ProgressUpdate, keepalive = false) =>
  api.put<CourseProgress>(`/api/courses/course/${encodeURIComponent(guid)}/progress/`, update, { keepalive });

/** A progress report; `keepalive` when it is sent as the tab is closed or hidden (the request outlives the page). */
export type ProgressReport = ProgressUpdate & { keepalive?: boolean };

export function useReportProgress(guid: string, meta: string, viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keepalive, ...update }: ProgressReport) => reportProgress(guid, update, keepalive),
    onSuccess: (progress) => {
      queryClient.setQueryData<CourseViewerState>(courseStateKey(meta, viewer), (old) => (old ? { ...old, enrolled: true, progress } : old));
      void queryClient.invalidateQueries({ queryKey: myCoursesKey });
    },
  });
}
