import { useId, useState, type ChangeEvent } from 'react';
import { useWatch, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import type { Lesson } from '@shared/schemas/courses';
import { lessonWriteSchema } from '@shared/schemas/courses';
import { createLesson } from '../../api/admin/create-lesson';
import { updateLesson } from '../../api/admin/update-lesson';
import { notify } from '@web/features/notifications/notify';
import { FormAlert } from '@web/components/form/form-alert';
import { useApiForm } from '@web/components/form/use-api-form';
import { TextField } from '@web/components/form/text-field';
import { useT } from '@web/lib/i18n';
import { VIDEO_ACCEPT, checkVideoFile, lessonVideoError } from '../../lib/lesson-video';
import { EditorActions } from './editor-actions';
import { PickedFileField } from './picked-file-field';

/** A lesson's video is our uploaded file (a /media path), else an embed address. */
export const isUploaded = (video: string) => video.startsWith('/');

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

interface LessonFormProps {
  courseGuid: string;
  lesson?: Lesson;
  onDone(): Promise<void>;
  onCancel(): void;
}

/** Adds a lesson (no `lesson`) or edits one. Rules are checked on the current values when sent; a wrong value stays marked until the next send. */
export function LessonForm({ courseGuid, lesson, onDone, onCancel }: LessonFormProps) {
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
    (values) => sendLesson({ courseGuid, lesson, values, onProgress: setProgress, onDone }),
    // Sent again with a wrong value: the last refusal's alert goes too.
    () => setAlert(null),
  );
  const cancel = (
    <button type="button" className="btn-outline" onClick={onCancel} disabled={isSubmitting}>
      {t('admin.courses.cancel')}
    </button>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={lesson ? t('admin.courses.lessons.editTitle') : t('admin.courses.lessons.newTitle')}>
      <TextField required label={t('admin.courses.lessons.lessonTitle')} error={errors.title?.message} {...register('title')} />
      <VideoSource register={register} />
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
        <PickedFileField
          id={`${id}-file`}
          label={t('admin.courses.lessons.videoFile')}
          hint={t('admin.courses.lessons.videoFileHint')}
          error={errors.video?.message}
          name="video"
          accept={VIDEO_ACCEPT}
          onChange={onFile}
          buttonText={t('admin.courses.lessons.videoChoose')}
          status={file?.name ?? (lesson && isUploaded(lesson.video) ? t('admin.courses.lessons.uploadedVideo') : t('admin.courses.lessons.videoNone'))}
        />
      )}
      {progress !== null ? <UploadProgress progress={progress} /> : null}
      <FormAlert>{alert}</FormAlert>
      <EditorActions compact cancel={cancel} busy={isSubmitting} submitLabel={lesson ? t('admin.courses.lessons.save') : t('admin.courses.lessons.create')} />
    </form>
  );
}

/** Sends the lesson (a video file's upload shows its progress; an embed address is sent as it is), says so, then `onDone`. */
async function sendLesson({ courseGuid, lesson, values, onProgress: setProgress, onDone }: Omit<LessonFormProps, 'onCancel'> & { values: LessonFields; onProgress: (share: number | null) => void }) {
  const title = values.title.trim();
  const url = values.url.trim();
  const upload = values.source === 'file' ? values.video : null;
  const body = new FormData();
  body.set('title', title);
  if (values.source === 'url' && url && url !== lesson?.video) body.set('video_url', url);
  if (upload) body.set('video', upload);
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
}

/** Where the video comes from: an embed address or a file. */
function VideoSource({ register }: { register: UseFormRegister<LessonFields> }) {
  const t = useT();
  return (
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
  );
}

/** A video file's upload: how much has gone. */
function UploadProgress({ progress }: { progress: number }) {
  const t = useT();
  return (
    <div>
      <progress className="h-2 w-full accent-indigo-800" max={100} value={Math.round(progress * 100)} aria-label={t('admin.courses.lessons.uploading')} />
      <p className="text-xs text-ink-700" aria-live="polite">
        {t('admin.courses.lessons.uploadProgress', { percent: Math.round(progress * 100) })}
      </p>
    </div>
  );
}
