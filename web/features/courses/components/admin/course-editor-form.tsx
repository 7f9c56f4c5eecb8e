import { useId, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { UPLOAD_MAX_BYTES, isAdminRole } from '@shared/constants';
import { courseWriteSchema, type CourseEdit, type CourseWrite } from '@shared/schemas/courses';
import { MSG } from '@shared/validation/messages';
import { useSession } from '@web/features/auth/api/get-profile';
import { useCoursesHomeData } from '../../api/get-courses-home-data';
import { notify } from '@web/features/notifications/notify';
import { useApiForm } from '@web/components/form/use-api-form';
import { FormAlert } from '@web/components/form/form-alert';
import { TextField } from '@web/components/form/text-field';
import { personName } from '@web/components/ui/avatar';
import { usePickedFile } from '@web/components/ui/use-picked-file';
import { ApiError, mediaUrl } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { listAdminTeachers } from '../../api/admin/list-teachers';
import { useCreateCourse } from '../../api/admin/create-course';
import { useUpdateCourse } from '../../api/admin/update-course';
import { SelectField, TextAreaField } from '@web/components/form/fields';
import { useLocalTitle } from '@web/lib/local-title';
import { EditorActions } from './editor-actions';
import { PickedFileField } from './picked-file-field';

const FIELDS = ['title', 'category', 'short_description', 'description', 'is_published', 'author'] as const;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export interface CourseEditorFormProps {
  /** The course being edited; none on the create page. */
  course?: CourseEdit;
  /** Where a newly created course is edited (its lessons are added there): the admin's or the teacher's edit page. */
  editPath: (guid: string) => string;
  /** The course list the 'back' link returns to. */
  listPath: string;
}

/**
 * The course editor's form (title, category, short description, description, thumbnail, published, and
 * for the admin roles the author): the admin course editor's and a teacher's (/profile/teaching/) alike.
 */
export function CourseEditorForm({ course, editPath, listPath }: CourseEditorFormProps) {
  const t = useT();
  const { user } = useSession();
  // The admin roles may give a course to any teacher (the API's canChooseAuthor); a teacher authors their own.
  const isAdmin = !!user && isAdminRole(user.role);
  const thumbnail = useThumbnail(course?.thumbnail);

  const { register, reset, formState: { errors, isSubmitting, dirtyFields }, alert, submit } = useApiForm({
    schema: courseWriteSchema,
    fields: FIELDS,
    // A refused thumbnail is shown beside its input; the alert only for what else was refused.
    takeError: (err) => {
      const { thumbnail: refused, ...others } = err instanceof ApiError ? err.errors : {};
      if (refused) thumbnail.setError(refused);
      return Boolean(refused) && Object.keys(others).length === 0;
    },
    defaultValues: courseValues(course),
  });
  const save = useSaveCourse({ course, editPath, thumbnail, reset });
  const onSubmit = submit((values) => save(values, !!dirtyFields.author));
  const backToList = (
    <Link to={listPath} className="btn-outline">
      {t('admin.courses.editor.backToList')}
    </Link>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="card max-w-3xl space-y-5 p-5 sm:p-6" aria-label={t('admin.courses.editor.formLabel')}>
      <TextField required label={t('admin.courses.editor.title')} error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CategorySelect course={course} error={errors.category?.message} {...register('category')} />
        {isAdmin ? <AuthorSelect course={course} error={errors.author?.message} {...register('author', { setValueAs: (v: string) => v || undefined })} /> : null}
      </div>
      <TextField label={t('admin.courses.editor.shortDescription')} error={errors.short_description?.message} {...register('short_description')} />
      <TextAreaField label={t('admin.courses.editor.description')} rows={8} error={errors.description?.message} {...register('description')} />
      <ThumbnailField thumbnail={thumbnail} kept={!!course?.thumbnail} />
      <PublishedSwitch {...register('is_published')} />

      <FormAlert>{alert}</FormAlert>

      <EditorActions cancel={backToList} busy={isSubmitting} submitLabel={course ? t('admin.courses.editor.save') : t('admin.courses.editor.create')} />
    </form>
  );
}

/** The form's values for a course (empty for a new one); the author is left unchosen. */
const courseValues = (course: Pick<CourseEdit, 'title' | 'category' | 'short_description' | 'description' | 'is_published'> | undefined): CourseWrite => ({
  title: course?.title ?? '',
  category: course?.category.guid ?? '',
  short_description: course?.short_description ?? '',
  description: course?.description ?? '',
  is_published: course?.is_published ?? false,
  author: undefined,
});

/** A course's picture: png, jpg or webp, at most UPLOAD_MAX_BYTES. */
const thumbnailProblem = (file: File) => (!IMAGE_TYPES.includes(file.type) ? MSG.imageOnly : file.size > UPLOAD_MAX_BYTES ? MSG.imageTooLarge : null);

/** The picked thumbnail (checked when picked), its refusal, and the picture shown: the picked file's, else the course's. */
function useThumbnail(stored: CourseEdit['thumbnail'] | undefined) {
  const picked = usePickedFile(thumbnailProblem);
  return { ...picked, shown: picked.preview ?? mediaUrl(stored), onPick: picked.onChange };
}

type Thumbnail = ReturnType<typeof useThumbnail>;

/** Sends the form: saves the course (and shows it saved) or creates it and goes to its edit page, where its lessons are added. */
function useSaveCourse({ course, editPath, thumbnail, reset }: { course?: CourseEdit; editPath: (guid: string) => string; thumbnail: Thumbnail; reset: (values: CourseWrite) => void }) {
  const navigate = useNavigate();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  return async (values: CourseWrite, authorChosen: boolean) => {
    if (thumbnail.error) return;
    const body = new FormData();
    for (const name of FIELDS) {
      const v = (values as Record<string, unknown>)[name];
      // The author is sent only when chosen here: unchosen, a new course is the caller's and an edited one keeps its teacher.
      if (name === 'author' && !authorChosen) continue;
      if (v !== undefined && v !== null && v !== '') body.set(name, String(v));
    }
    if (thumbnail.file) body.set('thumbnail', thumbnail.file);
    if (course) {
      const saved = await update.mutateAsync({ guid: course.guid, body });
      reset(courseValues(saved));
      thumbnail.setFile(null);
      notify({ type: 'success', title: { key: 'admin.courses.editor.saved' }, comment: saved.title });
    } else {
      const created = await create.mutateAsync(body);
      notify({ type: 'success', title: { key: 'admin.courses.editor.created' }, comment: { key: 'admin.courses.editor.addLessons' }, forNextPage: true });
      navigate(editPath(created.guid), { replace: true });
    }
  };
}

type SelectProps = ComponentProps<'select'> & { course?: CourseEdit; error?: string };

/** The course's category: the course's own is an option from the start (keyed like the list's, so the same option stays selected when the list arrives). */
function CategorySelect({ course, error, ...select }: SelectProps) {
  const t = useT();
  const categories = useCoursesHomeData().data?.categories ?? [];
  const localTitle = useLocalTitle();
  const options = course && !categories.some((c) => c.guid === course.category.guid) ? [course.category, ...categories] : categories;
  return (
    <SelectField required label={t('admin.courses.editor.category')} error={error} {...select}>
      <option value="">{t('admin.courses.editor.categoryChoose')}</option>
      {options.map((c) => (
        <option key={c.guid} value={c.guid} data-user-content="">
          {localTitle(c)}
        </option>
      ))}
    </SelectField>
  );
}

/** The admin roles' choice of the course's teacher (unchosen: a new course is the admin's own, an edited one keeps its teacher). */
function AuthorSelect({ course, error, ...select }: SelectProps) {
  const t = useT();
  const teachers = useQuery({
    queryKey: ['admin', 'courses', 'teachers', 'choices'],
    queryFn: ({ signal }) => listAdminTeachers({ page_number: 1, page_size: 100, q: '' }, signal),
  });
  const authorName = course ? personName(course.author) : '';
  return (
    <SelectField label={t('admin.courses.editor.author')} hint={t('admin.courses.editor.authorHint')} error={error} {...select}>
      <option value="">{course ? authorName || '—' : t('admin.courses.editor.authorSelf')}</option>
      {(teachers.data?.data ?? []).map((r) => (
        <option key={r.guid} value={r.guid}>
          {personName(r.user)}
        </option>
      ))}
    </SelectField>
  );
}

/** The thumbnail's preview and picker, with its hint and refusal. */
function ThumbnailField({ thumbnail, kept }: { thumbnail: Thumbnail; kept: boolean }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="aspect-video w-full max-w-56 shrink-0 overflow-hidden rounded-xl bg-indigo-50">
        {thumbnail.shown ? <img src={thumbnail.shown} alt={t('admin.courses.editor.thumbnailPreview')} className="size-full object-cover" /> : null}
      </div>
      <PickedFileField
        className="min-w-0"
        id={id}
        label={t('admin.courses.editor.thumbnail')}
        hint={t('admin.courses.editor.thumbnailHint')}
        error={thumbnail.error}
        name="thumbnail"
        accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
        onChange={thumbnail.onPick}
        buttonText={t('admin.courses.editor.thumbnailChoose')}
        status={thumbnail.file?.name ?? (kept ? t('admin.courses.editor.thumbnailKept') : t('admin.courses.editor.thumbnailNone'))}
      />
    </div>
  );
}

/** 'Published': a switch drawn over a hidden checkbox, with its hint. */
function PublishedSwitch(input: Omit<ComponentProps<'input'>, 'id' | 'type' | 'role'>) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-ink-100 bg-cream-50 p-4">
      <div>
        <label htmlFor={id} className="block cursor-pointer text-sm font-semibold text-ink-900">
          {t('admin.courses.editor.published')}
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {t('admin.courses.editor.publishedHint')}
        </p>
      </div>
      <label htmlFor={id} className="shrink-0 cursor-pointer">
        <input id={id} type="checkbox" role="switch" className="peer sr-only" aria-describedby={`${id}-hint`} {...input} />
        <span
          aria-hidden="true"
          className="relative block h-7 w-12 rounded-full bg-ink-300 transition-colors peer-checked:bg-mulberry-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-500 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </label>
    </div>
  );
}
