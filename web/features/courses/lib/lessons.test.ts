import { describe, expect, it } from 'vitest';
import { continuePoint, isWatched, nextReport, progressPercent, resumeAt, selectedLesson, videoKind } from './lessons';

const lessons = [
  { guid: 'b', order: 2, title: 'Ikkinchi' },
  { guid: 'a', order: 1, title: 'Birinchi' },
  { guid: 'c', order: 3, title: 'Uchinchi' },
];

describe('course player rules', () => {
  it('selects the lesson the address names, else the first by order', () => {
    expect(selectedLesson(lessons, 'c')?.guid).toBe('c');
    expect(selectedLesson(lessons, null)?.guid).toBe('a');
    expect(selectedLesson(lessons, 'missing')?.guid).toBe('a');
    expect(selectedLesson([], 'a')).toBeUndefined();
  });

  it('continues at the last lesson and second, else at the first lesson not done', () => {
    expect(continuePoint(lessons, { last_lesson: 'b', position_seconds: 42, completed_lessons: ['a'] })).toEqual({ lesson: 'b', seconds: 42 });
    expect(continuePoint(lessons, { last_lesson: null, position_seconds: 0, completed_lessons: ['a'] })).toEqual({ lesson: 'b', seconds: 0 });
    expect(continuePoint(lessons, { last_lesson: 'gone', position_seconds: 9, completed_lessons: ['a', 'b', 'c'] })).toEqual({ lesson: 'a', seconds: 0 });
    expect(continuePoint([], { last_lesson: null, position_seconds: 0, completed_lessons: [] })).toBeNull();
  });

  it('counts the percent of lessons done, whole and within 0–100', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 3)).toBe(100);
  });

  it('plays our files in <video>, allowed providers in <iframe>, nothing else', () => {
    expect(videoKind('/media/courses/lesson-1.webm')).toEqual({ kind: 'file', src: '/media/courses/lesson-1.webm' });
    expect(videoKind('https://www.youtube-nocookie.com/embed/abc')).toEqual({ kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/abc' });
    expect(videoKind('https://player.vimeo.com/video/1')).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/1' });
    expect(videoKind('http://www.youtube.com/embed/abc').kind).toBe('none');
    expect(videoKind('https://evil.example/embed').kind).toBe('none');
    expect(videoKind('javascript:alert(1)').kind).toBe('none');
    expect(videoKind('').kind).toBe('none');
  });

  it('counts a lesson watched at its end or past the share', () => {
    expect(isWatched(10, 100)).toBe(false);
    expect(isWatched(95, 100)).toBe(true);
    expect(isWatched(1, 100, true)).toBe(true);
    expect(isWatched(5, Number.NaN)).toBe(false);
  });

  it('resumes at the saved second, but from the start at the very end', () => {
    expect(resumeAt(30, 100)).toBe(30);
    expect(resumeAt(99, 100)).toBe(0);
    expect(resumeAt(undefined, 100)).toBe(0);
    expect(resumeAt(30, Number.NaN)).toBe(30);
  });
});

describe('nextReport (what the player sends, also as the tab is closed or hidden)', () => {
  const base = { lesson: 'L1', duration: 100, done: false, sent: { position: -1, completed: false } };

  it('sends the whole second the video is at, not completed before LESSON_COMPLETE_SHARE', () => {
    expect(nextReport({ ...base, currentTime: 12.7 })).toEqual({ lesson: 'L1', position_seconds: 12, completed: false });
  });

  it('sends nothing when it would repeat the last report', () => {
    expect(nextReport({ ...base, currentTime: 12.2, sent: { position: 12, completed: false } })).toBeNull();
    expect(nextReport({ ...base, currentTime: 13.1, sent: { position: 12, completed: false } })).toEqual({ lesson: 'L1', position_seconds: 13, completed: false });
  });

  it('never takes a completion back, and completes a lesson watched far enough or at its end', () => {
    expect(nextReport({ ...base, currentTime: 5, sent: { position: 90, completed: true } })?.completed).toBe(true);
    expect(nextReport({ ...base, currentTime: 5, done: true })?.completed).toBe(true);
    expect(nextReport({ ...base, currentTime: 99 })?.completed).toBe(true);
    expect(nextReport({ ...base, currentTime: 40, ended: true })).toEqual({ lesson: 'L1', position_seconds: 100, completed: true });
  });

  it('sends 0 for a video whose time is not a number yet', () => {
    expect(nextReport({ ...base, currentTime: Number.NaN, duration: Number.NaN })).toEqual({ lesson: 'L1', position_seconds: 0, completed: false });
  });
});
