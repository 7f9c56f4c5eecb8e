import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Lesson } from '@shared/schemas/courses';
import { courseEditKey } from '../../api/admin/get-course-edit';
import { updateLesson } from '../../api/admin/update-lesson';
import { deleteLesson } from '../../api/admin/delete-lesson';
import { notify } from '@web/features/notifications/notify';
import { errorMessage } from '@web/components/form/apply-api-error';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { ChevronLeftIcon, ChevronRightIcon, PencilIcon, PlusIcon, TrashIcon } from '@web/components/ui/icons';
import { messageRef, useT, type Message } from '@web/lib/i18n';
import { LessonCaptionsEditor } from './lesson-captions-editor';
import { LessonForm, isUploaded } from './lesson-form';

/**
 * The lessons of a course in its editor: add (title and a YouTube/Vimeo embed address or a video
 * file, uploaded with progress), edit (and its captions, per language), move up/down (orders stay
 * 1..n on the server), delete.
 * Each change reloads the editor's copy of the course.
 */
export function CourseLessonsEditor({ courseGuid, lessons }: { courseGuid: string; lessons: Lesson[] }) {
  const t = useT();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const actions = useLessonActions(courseGuid);
  const sorted = [...lessons].sort((a, b) => a.order - b.order);
  const { toDelete } = actions;

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
                    await actions.reload();
                  }}
                  onCancel={() => setEditing(null)}
                />
                {/* Outside the lesson's form: each language's file is sent on its own, when chosen. */}
                <div className="mt-4 border-t border-ink-100 pt-3">
                  <LessonCaptionsEditor lesson={lesson} onChanged={actions.reload} />
                </div>
              </>
            ) : (
              <LessonRow lesson={lesson} first={i === 0} last={i === sorted.length - 1} actions={actions} onEdit={() => setEditing(lesson.guid)} />
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
              await actions.reload();
              actions.refreshLists();
            }}
            onCancel={() => setEditing(null)}
          />
          <p className="mt-3 text-xs text-ink-500">{t('admin.courses.lessons.captionsAfterCreate')}</p>
        </div>
      ) : null}

      <ConfirmDialog {...actions.deleteDialog} title={t('admin.courses.lessons.deleteTitle')} message={t('admin.courses.lessons.deleteText', { title: toDelete?.title ?? '' })} confirmLabel={t('admin.courses.lessons.deleteConfirm')} />
    </section>
  );
}

/** Moving and deleting a course's lessons (one at a time: `busy` meanwhile), and reloading what shows them. */
function useLessonActions(courseGuid: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<Lesson | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<Message | null>(null);
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

  /** Opens the confirmation for `lesson` (null: closes it). */
  const askDelete = (lesson: Lesson | null) => {
    if (lesson) setDeleteError(null);
    setToDelete(lesson);
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

  /** The delete confirmation's state and answers (its words are the editor's). */
  const deleteDialog = { open: !!toDelete, busy, error: deleteError, onConfirm: () => void confirmDelete(), onCancel: () => askDelete(null) };

  return { toDelete, busy, reload, refreshLists, move, askDelete, deleteDialog };
}

type LessonActions = ReturnType<typeof useLessonActions>;

const ROW_BUTTON = 'grid size-10 place-items-center rounded-xl';

/** A lesson in the list: its number, title and video, and its buttons (up, down, edit, delete). */
function LessonRow({ lesson, first, last, actions, onEdit }: { lesson: Lesson; first: boolean; last: boolean; actions: LessonActions; onEdit: () => void }) {
  const t = useT();
  const { busy, move, askDelete } = actions;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-50 text-sm font-bold text-indigo-900">{lesson.order}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink-900">{lesson.title}</p>
        <p className="truncate text-xs text-ink-500">{isUploaded(lesson.video) ? t('admin.courses.lessons.uploadedVideo') : lesson.video}</p>
      </div>
      <div className="flex gap-1">
        <RowButton tone="text-ink-700 hover:bg-indigo-50 disabled:opacity-40" label={t('admin.courses.lessons.moveUp', { title: lesson.title })} disabled={busy || first} onClick={() => void move(lesson, lesson.order - 1)}>
          <ChevronLeftIcon size={18} className="rotate-90" />
        </RowButton>
        <RowButton tone="text-ink-700 hover:bg-indigo-50 disabled:opacity-40" label={t('admin.courses.lessons.moveDown', { title: lesson.title })} disabled={busy || last} onClick={() => void move(lesson, lesson.order + 1)}>
          <ChevronRightIcon size={18} className="rotate-90" />
        </RowButton>
        <RowButton tone="text-ink-700 hover:bg-indigo-50" label={t('admin.courses.lessons.edit', { title: lesson.title })} onClick={onEdit}>
          <PencilIcon size={18} />
        </RowButton>
        <RowButton tone="text-pomegranate-700 hover:bg-pomegranate-100" label={t('admin.courses.lessons.delete', { title: lesson.title })} onClick={() => askDelete(lesson)}>
          <TrashIcon size={18} />
        </RowButton>
      </div>
    </div>
  );
}

/** A lesson row's icon button, named by `label`. */
function RowButton({ tone, label, disabled, onClick, children }: { tone: string; label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`${ROW_BUTTON} ${tone}`} aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
