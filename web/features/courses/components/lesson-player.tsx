import { useEffect, useRef, useState } from 'react';
import { PROGRESS_REPORT_INTERVAL_MS, VIDEO_EMBED_FEATURES } from '@shared/constants';
import type { Lesson } from '@shared/schemas/courses';
import { AlertIcon } from '@web/components/ui/icons';
import { useI18n } from '@web/lib/i18n';
import { isWatched, nextReport, resumeAt, videoKind, type LessonReport } from '../lib/lessons';

interface LessonPlayerProps {
  lesson: Lesson;
  startAt: number | undefined;
  /** Changes when the page asks the video to go to `startAt` now. */
  seek: number;
  done: boolean;
  reporting: boolean;
  onReport: (report: LessonReport, options?: { keepalive?: boolean }) => void;
}

/**
 * A lesson's video. Our own files play in <video>: the learner's saved second is restored once both
 * the video's length and `startAt` are known (a reload of the lesson's address included), and again
 * whenever `seek` changes ('continue where you stopped'); while it plays its position is reported every PROGRESS_REPORT_INTERVAL_MS, and on pause
 * and at its end (`onReport`, only when `reporting`). Past LESSON_COMPLETE_SHARE or at its end the
 * lesson is reported completed. When the tab is closed or hidden the position is sent once more with
 * fetch keepalive (the request outlives the page). The lesson's captions are its video's tracks, those
 * in the reader's language (else the first) shown at first. An allowed provider's page plays in an <iframe> (we cannot see it
 * play: the page offers 'mark as done' instead); any other address is not played.
 */
export function LessonPlayer(props: LessonPlayerProps) {
  const { lesson } = props;
  const video = videoKind(lesson.video);
  const progress = useLessonProgress(props);
  if (video.kind === 'embed') return <EmbeddedLesson lesson={lesson} src={video.src} />;
  if (video.kind === 'none') return <UnplayableLesson />;
  return <LessonVideo lesson={lesson} src={video.src} progress={progress} />;
}

/**
 * The video's position kept: restored where the learner stopped, reported while it plays, on pause,
 * at its end, when the lesson is left and when the tab is closed or hidden. Gives the video's ref and
 * the handlers its media events call.
 */
function useLessonProgress({ lesson, startAt, seek, done, reporting, onReport }: LessonPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // The latest props for the media events (they are bound once per lesson).
  const latest = useRef({ startAt, done, reporting, onReport, lesson: lesson.guid });
  latest.current = { startAt, done, reporting, onReport, lesson: lesson.guid };
  const completedSent = useRef(false);
  const lastSent = useRef(-1);
  // The lesson whose saved second has been applied (once per lesson).
  const resumed = useRef<string | null>(null);

  useEffect(() => {
    completedSent.current = false;
    lastSent.current = -1;
  }, [lesson.guid]);

  /**
   * Where the learner stopped, applied once per lesson as soon as both are known: the video's length
   * and the saved second, whichever comes last. On a page loaded afresh (a reload of the lesson's
   * address) the server draws the player before the browser knows the learner's progress, and the
   * file's metadata may even load before the page is React's (its loadedmetadata then reaches no
   * handler): so this also runs when the progress arrives and when the player mounts. A video the
   * learner has already started is left where it is.
   */
  const resume = () => {
    const v = ref.current;
    const saved = latest.current.startAt;
    if (!v || v.readyState < 1 || saved === undefined || resumed.current === latest.current.lesson) return;
    resumed.current = latest.current.lesson;
    const at = resumeAt(saved, v.duration);
    if (at > 0 && v.paused && v.currentTime === 0) v.currentTime = at;
  };
  // (resume reads the latest props through `latest`: these are the moments to try again.)
  useEffect(() => resume(), [lesson.guid, startAt]);

  const report = (ended = false, keepalive = false) => {
    const v = ref.current;
    const { reporting: on, done: wasDone, onReport: send, lesson: guid } = latest.current;
    if (!v || !on) return;
    // Closing or hiding the tab before the video started has nothing to keep.
    if (keepalive && !(v.currentTime > 0)) return;
    const next = nextReport({ lesson: guid, currentTime: v.currentTime, duration: v.duration, ended, done: wasDone, sent: { position: lastSent.current, completed: completedSent.current } });
    if (!next) return;
    lastSent.current = next.position_seconds;
    if (next.completed) completedSent.current = true;
    send(next, keepalive ? { keepalive } : undefined);
  };

  useReportOnHide(() => report(false, true));

  // Leaving a lesson while it plays (another lesson, another page) keeps where the learner was.
  useEffect(() => {
    const v = ref.current;
    const guid = lesson.guid;
    return () => {
      // (completed=false never takes a completion back: the server keeps it.)
      const { reporting: on, onReport: send } = latest.current;
      if (on && v && !v.paused && v.currentTime > 0) send({ lesson: guid, position_seconds: Math.floor(v.currentTime), completed: completedSent.current });
    };
  }, [lesson.guid]);

  // Every few seconds while playing.
  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(() => report(), PROGRESS_REPORT_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [playing]);

  // 'Continue where you stopped' on the lesson already shown.
  useEffect(() => {
    const v = ref.current;
    if (!seek || !v || v.readyState < 1) return;
    v.currentTime = resumeAt(latest.current.startAt, v.duration);
  }, [seek]);

  return { ref, resume, report, setPlaying };
}

type LessonProgress = ReturnType<typeof useLessonProgress>;

/** The tab closed or hidden (a phone's app switch, a closed window): `onHide`. */
function useReportOnHide(onHide: () => void) {
  const latest = useRef(onHide);
  latest.current = onHide;
  useEffect(() => {
    const hide = () => latest.current();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}

/** An allowed provider's page in an <iframe>. */
function EmbeddedLesson({ lesson, src }: { lesson: Lesson; src: string }) {
  const { t } = useI18n();
  return (
    <div className="aspect-video w-full overflow-hidden rounded-[var(--radius-card)] bg-ink-900">
      <iframe
        key={lesson.guid}
        src={src}
        title={t('courses.course.player', { title: lesson.title })}
        // Its name carries the lesson's title (the teacher's words).
        data-user-content
        className="size-full"
        // Exactly what the site's Permissions-Policy grants the providers (motion sensors and the clipboard are not).
        allow={VIDEO_EMBED_FEATURES.join('; ')}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        data-testid="lesson-iframe"
      />
    </div>
  );
}

/** A video address that is neither our file nor an allowed provider's: not played. */
function UnplayableLesson() {
  const { t } = useI18n();
  return (
    <div className="grid aspect-video w-full place-items-center rounded-[var(--radius-card)] bg-ink-900 p-6 text-center text-white" role="status">
      <span className="flex flex-col items-center gap-2">
        <AlertIcon size={28} />
        {t('courses.course.videoUnavailable')}
      </span>
    </div>
  );
}

/** Our own file in a <video>, with the lesson's captions (those in the reader's language, else the first, shown at first). */
function LessonVideo({ lesson, src, progress: { ref, resume, report, setPlaying } }: { lesson: Lesson; src: string; progress: LessonProgress }) {
  const { t, lang } = useI18n();
  const shownCaptions = lesson.captions.find((c) => c.lang === lang)?.lang ?? lesson.captions[0]?.lang;
  return (
    <div className="aspect-video w-full overflow-hidden rounded-[var(--radius-card)] bg-ink-900">
      <video
        key={lesson.guid}
        ref={ref}
        src={src}
        controls
        playsInline
        preload="metadata"
        className="size-full"
        aria-label={t('courses.course.player', { title: lesson.title })}
        data-user-content
        data-testid="lesson-video"
        onLoadedMetadata={resume}
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          report();
        }}
        onSeeked={(e) => {
          // Seeking past the share while paused counts as well (the learner skipped to the end).
          if (e.currentTarget.paused && isWatched(e.currentTarget.currentTime, e.currentTarget.duration)) report();
        }}
        onEnded={() => {
          setPlaying(false);
          report(true);
        }}
      >
        {/* Captions the teacher uploaded (WebVTT from /media, same origin: the CSP's media-src 'self'). */}
        {lesson.captions.map((c) => (
          <track key={c.lang} kind="captions" src={c.src} srcLang={c.lang} label={t(`courses.captions.languages.${c.lang}`)} default={c.lang === shownCaptions} />
        ))}
      </video>
    </div>
  );
}
