import { useId, useState, type ChangeEvent } from 'react';
import { useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { Lesson } from '@shared/schemas/courses';
import { lessonWriteSchema } from '@shared/schemas/courses';
import { courseEditKey } from '../../api/admin/get-course-edit';
import { createLesson } from '../../api/admin/create-lesson';
import { updateLesson } from '../../api/admin/update-lesson';
import { deleteLesson } from '../../api/admin/delete-lesson';
import { notify } from '@web/features/notifications/notify';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FilePicker } from '@web/components/form/file-picker';
import { FormAlert } from '@web/components/form/form-alert';
import { useApiForm } from '@web/components/form/use-api-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { TextField } from '@web/components/form/text-field';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { ChevronLeftIcon, ChevronRightIcon, PencilIcon, PlusIcon, TrashIcon } from '@web/components/ui/icons';
import { messageRef, useT, type Message } from '@web/lib/i18n';
import { VIDEO_ACCEPT, checkVideoFile, lessonVideoError } from '../../lib/lesson-video';
import { LessonCaptionsEditor } from './lesson-captions-editor';

const isUploaded = (video: string) => video.startsWith('/');

/**
 * The lessons of a course in its editor: add (title and a YouTube/Vimeo embed address or a video
 * file, uploaded with progress), edit (and its captions, per language), move up/down (orders stay
 * 1..n on the server), delete.
 * Each change reloads the editor's copy of the course.
 */
export function CourseLessonsEditor({ courseGuid, lessons }: { courseGuid: string; lessons: Lesson[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Lesson | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<Message | null>(null);
  const sorted = [...lessons].sort((a, b) => a.order - b.order);
  const reload = () => queryClient.invalidateQueries({ queryKey: courseEditKey(courseGuid) });
  // The admin lists, and (marked stale, asked again when next shown) every other list counting lessons: the public ones, a teacher's own.
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: ['courses'], refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] });
  };

  const move = async (lesson: Lesson, order: number) => {
    setBusy(true);
    try {
      const body = new FormData();
      body.set('order', String(order));
      await updateLesson(lesson.guid, body);
      await reload();
    } catch (err) {
      notify({ type: 'error', title: { key: 'admin.courses.lessons.moveFailed' }, comment: messageRef(errorMessage(err)) });
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteLesson(toDelete.guid);
      notify({ type: 'success', title: { key: 'admin.courses.lessons.deleted' }, comment: toDelete.title });
      setToDelete(null);
      await reload();
      refreshLists();
    } catch (err) {
      setDeleteError(errorMessage(err, t('admin.table.error')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="lessons-title" className="card max-w-3xl space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="lessons-title" className="text-lg font-bold text-indigo-900">
          {t('admin.courses.lessons.title')}
        </h2>
        {editing !== 'new' ? (
          <button type="button" className="btn-outline" onClick={() => setEditing('new')}>
            <PlusIcon size={18} />
            {t('admin.courses.lessons.add')}
          </button>
        ) : null}
      </div>

      {sorted.length === 0 && editing !== 'new' ? <p className="text-sm text-ink-700">{t('admin.courses.lessons.empty')}</p> : null}

      <ol className="space-y-2">
        {sorted.map((lesson, i) => (
          <li key={lesson.guid} className="rounded-xl border border-ink-100 bg-white p-3">
            {editing === lesson.guid ? (
              <>
                <LessonForm
                  courseGuid={courseGuid}
                  lesson={lesson}
                  onDone={async () => {
                    setEditing(null);
                    await reload();
                  }}
                  onCancel={() => setEditing(null)}
                />
                {/* Outside the lesson's form: each language's file is sent on its own, when chosen. */}
                <div className="mt-4 border-t border-ink-100 pt-3">
                  <LessonCaptionsEditor lesson={lesson} onChanged={reload} />
                </div>
              </>
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-50 text-sm font-bold text-indigo-900">{lesson.order}</span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink-900">{lesson.title}</p>
                  <p className="truncate text-xs text-ink-500">{isUploaded(lesson.video) ? t('admin.courses.lessons.uploadedVideo') : lesson.video}</p>
                </div>
                <div className="flex gap-1">
                  <button
                    type="button"
                    className="grid size-10 place-items-center rounded-xl text-ink-700 hover:bg-indigo-50 disabled:opacity-40"
                    aria-label={t('admin.courses.lessons.moveUp', { title: lesson.title })}
                    disabled={busy || i === 0}
                    onClick={() => void move(lesson, lesson.order - 1)}
                  >
                    <ChevronLeftIcon size={18} className="rotate-90" />
                  </button>
                  <button
                    type="button"
                    className="grid size-10 place-items-center rounded-xl text-ink-700 hover:bg-indigo-50 disabled:opacity-40"
                    aria-label={t('admin.courses.lessons.moveDown', { title: lesson.title })}
                    disabled={busy || i === sorted.length - 1}
                    onClick={() => void move(lesson, lesson.order + 1)}
                  >
                    <ChevronRightIcon size={18} className="rotate-90" />
                  </button>
                  <button
                    type="button"
                    className="grid size-10 place-items-center rounded-xl text-ink-700 hover:bg-indigo-50"
                    aria-label={t('admin.courses.lessons.edit', { title: lesson.title })}
                    onClick={() => setEditing(lesson.guid)}
                  >
                    <PencilIcon size={18} />
                  </button>
                  <button
                    type="button"
                    className="grid size-10 place-items-center rounded-xl text-pomegranate-700 hover:bg-pomegranate-100"
                    aria-label={t('admin.courses.lessons.delete', { title: lesson.title })}
                    onClick={() => {
                      setDeleteError(null);
                      setToDelete(lesson);
                    }}
                  >
                    <TrashIcon size={18} />
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>

      {editing === 'new' ? (
        <div className="rounded-xl border border-indigo-100 bg-indigo-50/40 p-3">
          <LessonForm
            courseGuid={courseGuid}
            onDone={async () => {
              setEditing(null);
              await reload();
              refreshLists();
            }}
            onCancel={() => setEditing(null)}
          />
          <p className="mt-3 text-xs text-ink-500">{t('admin.courses.lessons.captionsAfterCreate')}</p>
        </div>
      ) : null}

      <ConfirmDialog
        open={!!toDelete}
        title={t('admin.courses.lessons.deleteTitle')}
        message={t('admin.courses.lessons.deleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('admin.courses.lessons.deleteConfirm')}
        busy={busy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

interface LessonFields {
  title: string;
  source: 'url' | 'file';
  url: string;
  /** The picked video file (checked when picked): held as a value, so the rules see it. */
  video: File | null;
}

/** The lesson form's rules on the current values: the title's (lessonWriteSchema) and the video's (lessonVideoError). */
const lessonResolver =
  (existing: boolean): Resolver<LessonFields> =>
  (values) => {
    const errors: FieldErrors<LessonFields> = {};
    const title = lessonWriteSchema.shape.title.safeParse(values.title).error?.issues[0]?.message;
    const video = lessonVideoError({ source: values.source, url: values.url, file: values.video, existing });
    if (title) errors.title = { type: 'validate', message: title };
    if (video) errors.video = { type: 'validate', message: video };
    return title || video ? { values: {}, errors } : { values, errors: {} };
  };

/** Adds a lesson (no `lesson`) or edits one. Rules are checked on the current values when sent; a wrong value stays marked until the next send. */
function LessonForm({ courseGuid, lesson, onDone, onCancel }: { courseGuid: string; lesson?: Lesson; onDone(): Promise<void>; onCancel(): void }) {
  const t = useT();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const { register, control, setValue, setError, clearErrors, formState: { errors, isSubmitting }, alert, setAlert, submit } = useApiForm<LessonFields>({
    resolver: lessonResolver(!!lesson),
    defaultValues: {
      title: lesson?.title ?? '',
      source: lesson && isUploaded(lesson.video) ? 'file' : 'url',
      url: lesson && !isUploaded(lesson.video) ? lesson.video : '',
      video: null,
    },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    fields: ['title', 'video'],
    rename: { video_url: 'video' },
  });
  const [source, file] = useWatch({ control, name: ['source', 'video'] });

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    const problem = f ? checkVideoFile(f) : null;
    if (problem) e.target.value = '';
    setValue('video', problem ? null : f);
    if (problem) setError('video', { type: 'validate', message: problem });
    else clearErrors('video');
  };

  const onSubmit = submit(
    async (values) => {
      const title = values.title.trim();
      const url = values.url.trim();
      const upload = values.source === 'file' ? values.video : null;
      const body = new FormData();
      body.set('title', title);
      if (values.source === 'url' && url && url !== lesson?.video) body.set('video_url', url);
      if (upload) body.set('video', upload);
      // A video file's upload shows its progress; an embed address is sent as it is.
      const onProgress = upload ? setProgress : undefined;
      onProgress?.(0);
      try {
        if (lesson) await updateLesson(lesson.guid, body, onProgress);
        else await createLesson(courseGuid, body, onProgress);
        notify({ type: 'success', title: { key: lesson ? 'admin.courses.lessons.saved' : 'admin.courses.lessons.added' }, comment: title });
        await onDone();
      } finally {
        setProgress(null);
      }
    },
    // Sent again with a wrong value: the last refusal's alert goes too.
    () => setAlert(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={lesson ? t('admin.courses.lessons.editTitle') : t('admin.courses.lessons.newTitle')}>
      <TextField required label={t('admin.courses.lessons.lessonTitle')} error={errors.title?.message} {...register('title')} />
      <fieldset>
        <legend className="label">{t('admin.courses.lessons.video')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['url', 'file'] as const).map((s) => (
            <label key={s} className="flex min-h-10 cursor-pointer items-center gap-2 rounded-xl border border-ink-300 bg-white px-3 text-sm has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50">
              <input type="radio" value={s} className="accent-indigo-800" {...register('source')} />
              {t(`admin.courses.lessons.source.${s}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {source === 'url' ? (
        <TextField
          type="url"
          inputMode="url"
          label={t('admin.courses.lessons.videoUrl')}
          hint={t('admin.courses.lessons.videoUrlHint')}
          placeholder="https://www.youtube.com/embed/…"
          error={errors.video?.message}
          {...register('url')}
        />
      ) : (
        <div>
          <label htmlFor={`${id}-file`} className="label">
            {t('admin.courses.lessons.videoFile')}
          </label>
          <FilePicker
            id={`${id}-file`}
            name="video"
            accept={VIDEO_ACCEPT}
            onChange={onFile}
            buttonText={t('admin.courses.lessons.videoChoose')}
            status={file?.name ?? (lesson && isUploaded(lesson.video) ? t('admin.courses.lessons.uploadedVideo') : t('admin.courses.lessons.videoNone'))}
            aria-invalid={errors.video ? true : undefined}
            aria-describedby={describedBy(`${id}-file-hint`, errors.video && `${id}-file-error`)}
          />
          <p id={`${id}-file-hint`} className="mt-1 text-xs text-ink-500">
            {t('admin.courses.lessons.videoFileHint')}
          </p>
          <FieldError id={`${id}-file-error`} message={errors.video?.message} />
        </div>
      )}
      {progress !== null ? (
        <div>
          <progress className="h-2 w-full accent-indigo-800" max={100} value={Math.round(progress * 100)} aria-label={t('admin.courses.lessons.uploading')} />
          <p className="text-xs text-ink-700" aria-live="polite">
            {t('admin.courses.lessons.uploadProgress', { percent: Math.round(progress * 100) })}
          </p>
        </div>
      ) : null}
      <FormAlert>{alert}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={onCancel} disabled={isSubmitting}>
          {t('admin.courses.cancel')}
        </button>
        <SubmitButton busy={isSubmitting} busyText={t('admin.courses.saving')} className="btn-primary sm:min-w-36">
          {lesson ? t('admin.courses.lessons.save') : t('admin.courses.lessons.create')}
        </SubmitButton>
      </div>
    </form>
  );
}
