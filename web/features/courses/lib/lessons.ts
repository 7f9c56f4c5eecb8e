import { LESSON_COMPLETE_SHARE, VIDEO_EMBED_HOSTS } from '@shared/constants';
import type { CourseProgress, LessonSummary } from '@shared/schemas/courses';

/** Pure rules of the course player: which lesson is shown, how a video is played, when a lesson counts as watched. */

/** The lesson the page shows: the one the address names (?lesson=), else the first by order. */
export function selectedLesson<T extends LessonSummary>(lessons: readonly T[], requested: string | null | undefined): T | undefined {
  const ordered = byOrder(lessons);
  return ordered.find((l) => l.guid === requested) ?? ordered[0];
}

export const byOrder = <T extends LessonSummary>(lessons: readonly T[]): T[] => [...lessons].sort((a, b) => a.order - b.order);

/**
 * Where 'continue where you stopped' goes: the lesson last studied and its second; with none, the
 * first lesson not yet completed (a finished course starts over at the first).
 */
export function continuePoint(lessons: readonly LessonSummary[], progress: Pick<CourseProgress, 'last_lesson' | 'position_seconds' | 'completed_lessons'>): { lesson: string; seconds: number } | null {
  const ordered = byOrder(lessons);
  if (!ordered.length) return null;
  const last = ordered.find((l) => l.guid === progress.last_lesson);
  if (last) return { lesson: last.guid, seconds: Math.max(0, progress.position_seconds) };
  const done = new Set(progress.completed_lessons);
  return { lesson: (ordered.find((l) => !done.has(l.guid)) ?? ordered[0]!).guid, seconds: 0 };
}

/** A whole percentage 0–100 of the lessons done (the server's `percent`, for a list drawn before its answer). */
export const progressPercent = (completed: number, total: number) => (total > 0 ? Math.min(100, Math.max(0, Math.round((completed / total) * 100))) : 0);

/** How a lesson's video is played: a file we host in <video>, an allowed provider's page in <iframe>, anything else not at all. */
export type VideoKind = { kind: 'file'; src: string } | { kind: 'embed'; src: string } | { kind: 'none' };

export function videoKind(video: string | null | undefined): VideoKind {
  if (!video) return { kind: 'none' };
  if (video.startsWith('/media/')) return { kind: 'file', src: video };
  let url: URL;
  try {
    url = new URL(video);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol === 'https:' && (VIDEO_EMBED_HOSTS as readonly string[]).includes(url.hostname)) return { kind: 'embed', src: url.toString() };
  return { kind: 'none' };
}

/** A lesson counts as watched at its end, or once LESSON_COMPLETE_SHARE of it has played. */
export const isWatched = (position: number, duration: number, ended = false) =>
  ended || (Number.isFinite(duration) && duration > 0 && position >= duration * LESSON_COMPLETE_SHARE);

/** Where a video resumes: the saved second, unless it is at the very end (then from the start). */
export const resumeAt = (saved: number | undefined, duration: number) =>
  !saved || saved <= 0 || (Number.isFinite(duration) && duration > 0 && saved >= duration - 2) ? 0 : saved;

/** Where the learner is in a lesson, as the player reports it (PUT course/{guid}/progress/). */
export interface LessonReport {
  lesson: string;
  position_seconds: number;
  completed: boolean;
}

/**
 * The report a <video> calls for now, or null when it would repeat the last one sent (same second,
 * same completion). Completion is never taken back: once sent (or already done) it stays true.
 */
export function nextReport(o: {
  lesson: string;
  currentTime: number;
  duration: number;
  ended?: boolean;
  done: boolean;
  sent: { position: number; completed: boolean };
}): LessonReport | null {
  const raw = Math.floor(o.ended ? o.duration || o.currentTime : o.currentTime);
  const position = Number.isFinite(raw) ? Math.max(0, raw) : 0;
  const completed = o.done || o.sent.completed || isWatched(o.currentTime, o.duration, o.ended);
  if (position === o.sent.position && completed === o.sent.completed) return null;
  return { lesson: o.lesson, position_seconds: position, completed };
}
