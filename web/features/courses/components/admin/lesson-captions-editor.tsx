import { useId, useState, type ChangeEvent } from 'react';
import { LANGUAGE_CODES } from '@shared/constants';
import type { CaptionsLang, Lesson } from '@shared/schemas/courses';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FieldError } from '@web/components/form/field-error';
import { FilePicker } from '@web/components/form/file-picker';
import { TrashIcon } from '@web/components/ui/icons';
import { notify } from '@web/features/notifications/notify';
import { ApiError } from '@web/lib/api-client';
import { messageRef, useT, type Message } from '@web/lib/i18n';
import { deleteLessonCaptions, putLessonCaptions } from '../../api/admin/lesson-captions';
import { CAPTIONS_ACCEPT, checkCaptionsFile } from '../../lib/lesson-video';

/**
 * A lesson's captions in its editor: one WebVTT file per language of the interface. Choosing a file
 * uploads it at once (replacing that language's captions); each uploaded one can be removed. The
 * server checks the content (WebVTT, no markup beyond its cue tags, at most CAPTIONS_MAX_BYTES);
 * its refusal is shown under that language. `onChanged` reloads the editor's copy of the course.
 */
export function LessonCaptionsEditor({ lesson, onChanged }: { lesson: Lesson; onChanged(): Promise<void> }) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState<CaptionsLang | null>(null);
  const [errors, setErrors] = useState<Partial<Record<CaptionsLang, Message>>>({});
  const has = (lang: CaptionsLang) => lesson.captions.find((c) => c.lang === lang);
  const languageName = (lang: CaptionsLang) => t(`courses.captions.languages.${lang}`);

  const run = async (lang: CaptionsLang, change: () => Promise<unknown>, done: 'captionsSaved' | 'captionsRemoved') => {
    setBusy(lang);
    setErrors((e) => ({ ...e, [lang]: undefined }));
    try {
      await change();
      notify({ type: 'success', title: { key: `admin.courses.lessons.${done}` }, comment: languageName(lang) });
      await onChanged();
    } catch (err) {
      const field = err instanceof ApiError ? err.errors.captions : undefined;
      if (field) setErrors((e) => ({ ...e, [lang]: field }));
      else notify({ type: 'error', title: { key: 'admin.courses.lessons.captionsFailed' }, comment: messageRef(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  };

  const onFile = (lang: CaptionsLang) => (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!file) return;
    const problem = checkCaptionsFile(file);
    if (problem) return setErrors((x) => ({ ...x, [lang]: problem }));
    void run(lang, () => putLessonCaptions(lesson.guid, lang, file), 'captionsSaved');
  };

  return (
    <fieldset className="space-y-2" data-testid="lesson-captions">
      <legend className="label">{t('admin.courses.lessons.captions')}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-500">
        {t('admin.courses.lessons.captionsHint')}
      </p>
      <ul className="space-y-2">
        {LANGUAGE_CODES.map((lang) => {
          const current = has(lang);
          const error = errors[lang];
          return (
            <li key={lang} className="rounded-xl border border-ink-100 p-2" data-testid={`lesson-captions-${lang}`}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-32 text-sm font-semibold text-ink-900">{languageName(lang)}</span>
                <FilePicker
                  id={`${id}-${lang}`}
                  accept={CAPTIONS_ACCEPT}
                  onChange={onFile(lang)}
                  disabled={busy !== null}
                  aria-label={t('admin.courses.lessons.captionsChooseFor', { lang: languageName(lang) })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${lang}-error` : `${id}-hint`}
                  buttonText={current ? t('admin.courses.lessons.captionsReplace') : t('admin.courses.lessons.captionsChoose')}
                  status={busy === lang ? t('admin.courses.lessons.captionsUploading') : current ? t('admin.courses.lessons.captionsUploaded') : t('admin.courses.lessons.captionsNone')}
                />
                {current ? (
                  <button
                    type="button"
                    className="grid size-10 place-items-center rounded-xl text-pomegranate-700 hover:bg-pomegranate-100 disabled:opacity-40"
                    aria-label={t('admin.courses.lessons.captionsRemove', { lang: languageName(lang) })}
                    disabled={busy !== null}
                    onClick={() => void run(lang, () => deleteLessonCaptions(lesson.guid, lang), 'captionsRemoved')}
                  >
                    <TrashIcon size={18} />
                  </button>
                ) : null}
              </div>
              <FieldError id={`${id}-${lang}-error`} message={error} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
