import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { UPLOAD_MAX_BYTES, isAdminRole } from '@shared/constants';
import { courseWriteSchema, type CourseEdit, type CourseWrite } from '@shared/schemas/courses';
import { MSG } from '@shared/validation/messages';
import { useSession } from '@web/features/auth/api/get-profile';
import { useCoursesHomeData } from '../../api/get-courses-home-data';
import { notify } from '@web/features/notifications/notify';
import { useApiForm } from '@web/components/form/use-api-form';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FilePicker } from '@web/components/form/file-picker';
import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { TextField } from '@web/components/form/text-field';
import { personName } from '@web/components/ui/avatar';
import { ApiError, mediaUrl } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { listAdminTeachers } from '../../api/admin/list-teachers';
import { useCreateCourse } from '../../api/admin/create-course';
import { useUpdateCourse } from '../../api/admin/update-course';
import { SelectField, TextAreaField } from '@web/components/form/fields';
import { useLocalTitle } from '@web/lib/local-title';

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
  const navigate = useNavigate();
  const { user } = useSession();
  // The admin roles may give a course to any teacher (the API's canChooseAuthor); a teacher authors their own.
  const isAdmin = !!user && isAdminRole(user.role);
  const categories = useCoursesHomeData().data?.categories ?? [];
  const localTitle = useLocalTitle();
  // The course's own category is an option from the start (keyed like the list's, so the same option
  // stays selected when the list arrives).
  const categoryOptions = course && !categories.some((c) => c.guid === course.category.guid) ? [course.category, ...categories] : categories;
  const teachers = useQuery({
    queryKey: ['admin', 'courses', 'teachers', 'choices'],
    queryFn: ({ signal }) => listAdminTeachers({ page_number: 1, page_size: 100, q: '' }, signal),
    enabled: isAdmin,
  });
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const [thumb, setThumb] = useState<File | null>(null);
  const [thumbError, setThumbError] = useState<string | undefined>();
  const thumbId = useId();
  const publishedId = useId();

  const { register, reset, formState: { errors, isSubmitting, dirtyFields }, alert, submit } = useApiForm({
    schema: courseWriteSchema,
    fields: FIELDS,
    // A refused thumbnail is shown beside its input; the alert only for what else was refused.
    takeError: (err) => {
      const { thumbnail, ...others } = err instanceof ApiError ? err.errors : {};
      if (thumbnail) setThumbError(thumbnail);
      return Boolean(thumbnail) && Object.keys(others).length === 0;
    },
    defaultValues: {
      title: course?.title ?? '',
      category: course?.category.guid ?? '',
      short_description: course?.short_description ?? '',
      description: course?.description ?? '',
      is_published: course?.is_published ?? false,
      author: undefined,
    } satisfies CourseWrite,
  });

  const preview = useMemo(() => (thumb ? URL.createObjectURL(thumb) : undefined), [thumb]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? mediaUrl(course?.thumbnail);

  const onThumb = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    setThumbError(undefined);
    if (!file) return setThumb(null);
    const problem = !IMAGE_TYPES.includes(file.type) ? MSG.imageOnly : file.size > UPLOAD_MAX_BYTES ? MSG.imageTooLarge : null;
    if (problem) {
      e.target.value = '';
      setThumb(null);
      setThumbError(problem);
      return;
    }
    setThumb(file);
  };

  const onSubmit = submit(async (values) => {
    if (thumbError) return;
    const body = new FormData();
    for (const name of FIELDS) {
      const v = (values as Record<string, unknown>)[name];
      // The author is sent only when chosen here: unchosen, a new course is the caller's and an edited one keeps its teacher.
      if (name === 'author' && !dirtyFields.author) continue;
      if (v !== undefined && v !== null && v !== '') body.set(name, String(v));
    }
    if (thumb) body.set('thumbnail', thumb);
    if (course) {
      const saved = await update.mutateAsync({ guid: course.guid, body });
      reset({ title: saved.title, category: saved.category.guid, short_description: saved.short_description, description: saved.description, is_published: saved.is_published, author: undefined });
      setThumb(null);
      notify({ type: 'success', title: { key: 'admin.courses.editor.saved' }, comment: saved.title });
    } else {
      const created = await create.mutateAsync(body);
      notify({ type: 'success', title: { key: 'admin.courses.editor.created' }, comment: { key: 'admin.courses.editor.addLessons' }, forNextPage: true });
      navigate(editPath(created.guid), { replace: true });
    }
  });

  const authorName = course ? personName(course.author) : '';

  return (
    <form onSubmit={onSubmit} noValidate className="card max-w-3xl space-y-5 p-5 sm:p-6" aria-label={t('admin.courses.editor.formLabel')}>
      <TextField required label={t('admin.courses.editor.title')} error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField required label={t('admin.courses.editor.category')} error={errors.category?.message} {...register('category')}>
          <option value="">{t('admin.courses.editor.categoryChoose')}</option>
          {categoryOptions.map((c) => (
            <option key={c.guid} value={c.guid} data-user-content="">
              {localTitle(c)}
            </option>
          ))}
        </SelectField>
        {isAdmin ? (
          <SelectField
            label={t('admin.courses.editor.author')}
            hint={t('admin.courses.editor.authorHint')}
            error={errors.author?.message}
            {...register('author', { setValueAs: (v: string) => v || undefined })}
          >
            <option value="">{course ? authorName || '—' : t('admin.courses.editor.authorSelf')}</option>
            {(teachers.data?.data ?? []).map((r) => (
              <option key={r.guid} value={r.guid}>
                {personName(r.user)}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <TextField label={t('admin.courses.editor.shortDescription')} error={errors.short_description?.message} {...register('short_description')} />
      <TextAreaField label={t('admin.courses.editor.description')} rows={8} error={errors.description?.message} {...register('description')} />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="aspect-video w-full max-w-56 shrink-0 overflow-hidden rounded-xl bg-indigo-50">
          {shown ? <img src={shown} alt={t('admin.courses.editor.thumbnailPreview')} className="size-full object-cover" /> : null}
        </div>
        <div className="min-w-0">
          <label htmlFor={thumbId} className="label">
            {t('admin.courses.editor.thumbnail')}
          </label>
          <FilePicker
            id={thumbId}
            name="thumbnail"
            accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
            onChange={onThumb}
            buttonText={t('admin.courses.editor.thumbnailChoose')}
            status={thumb?.name ?? (course?.thumbnail ? t('admin.courses.editor.thumbnailKept') : t('admin.courses.editor.thumbnailNone'))}
            aria-invalid={thumbError ? true : undefined}
            aria-describedby={describedBy(`${thumbId}-hint`, thumbError && `${thumbId}-error`)}
          />
          <p id={`${thumbId}-hint`} className="mt-1 text-xs text-ink-500">
            {t('admin.courses.editor.thumbnailHint')}
          </p>
          <FieldError id={`${thumbId}-error`} message={thumbError} />
        </div>
      </div>

      <div className="flex items-center justify-between gap-4 rounded-xl border border-ink-100 bg-cream-50 p-4">
        <div>
          <label htmlFor={publishedId} className="block cursor-pointer text-sm font-semibold text-ink-900">
            {t('admin.courses.editor.published')}
          </label>
          <p id={`${publishedId}-hint`} className="text-xs text-ink-500">
            {t('admin.courses.editor.publishedHint')}
          </p>
        </div>
        <label htmlFor={publishedId} className="shrink-0 cursor-pointer">
          <input id={publishedId} type="checkbox" role="switch" className="peer sr-only" aria-describedby={`${publishedId}-hint`} {...register('is_published')} />
          <span
            aria-hidden="true"
            className="relative block h-7 w-12 rounded-full bg-ink-300 transition-colors peer-checked:bg-mulberry-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-500 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
        </label>
      </div>

      <FormAlert>{alert}</FormAlert>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={listPath} className="btn-outline">
          {t('admin.courses.editor.backToList')}
        </Link>
        <SubmitButton busy={isSubmitting} busyText={t('admin.courses.saving')} className="btn-primary sm:min-w-40">
          {course ? t('admin.courses.editor.save') : t('admin.courses.editor.create')}
        </SubmitButton>
      </div>
    </form>
  );
}
