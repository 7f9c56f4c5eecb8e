import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { line } from '@shared/schemas/common';
import { newsFieldsSchema, type AdminNews } from '@shared/schemas/news';
import { MSG } from '@shared/validation/messages';
import { applyApiError } from '@web/components/form/apply-api-error';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FilePicker } from '@web/components/form/file-picker';
import { FormAlert } from '@web/components/form/form-alert';
import { RequiredMark } from '@web/components/form/required-mark';
import { SubmitButton } from '@web/components/form/submit-button';
import { formatFileSize, isImageFile } from '@web/lib/image-files';
import { useMessageText, useT, type Message } from '@web/lib/i18n';
import { htmlToText, textToHtml } from '@web/lib/text-html';
import { useNewsHomeData } from '../../api/get-news-home-data';

/** The form's own check of what it can see (the server checks again, and more). */
export const newsFormSchema = z.object({
  title: newsFieldsSchema.shape.title,
  category: newsFieldsSchema.shape.category,
  short_description: line().trim().max(500, MSG.tooLong),
  description: newsFieldsSchema.shape.description,
  /** A datetime-local value (the editor's own clock), or empty for "now". */
  published_at: z.string().refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), MSG.dateInvalid),
  is_banner: z.boolean(),
});
export type NewsFormValues = z.output<typeof newsFormSchema>;
const FIELDS = ['title', 'category', 'short_description', 'description', 'published_at', 'is_banner', 'image'] as const;

/** An ISO date → the value of a datetime-local input in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function defaults(item?: AdminNews): NewsFormValues {
  if (!item) return { title: '', category: '', short_description: '', description: '', published_at: '', is_banner: false };
  return {
    title: item.title,
    category: item.category.meta,
    short_description: item.short_description,
    description: htmlToText(item.description).trim(),
    published_at: toLocalInput(item.published_at),
    is_banner: item.is_banner,
  };
}

/**
 * The form data of a news item: on create every field; on edit only what changed (a body whose text
 * is unchanged is not sent, so markup the textarea cannot show is kept). The body travels as small
 * HTML (paragraphs, line breaks, lists), sanitised again by the server.
 */
export function buildNewsFormData(values: NewsFormValues, image: File | null, initial?: AdminNews): FormData {
  const fd = new FormData();
  const put = (name: string, value: string, before?: string) => {
    if (!initial || value !== before) fd.append(name, value);
  };
  put('title', values.title, initial?.title);
  put('category', values.category, initial?.category.meta);
  if (!initial || values.short_description !== initial.short_description) fd.append('short_description', values.short_description);
  if (!initial || values.description !== htmlToText(initial.description).trim()) fd.append('description', textToHtml(values.description));
  if (values.published_at && (!initial || values.published_at !== toLocalInput(initial.published_at))) fd.append('published_at', new Date(values.published_at).toISOString());
  if (!initial || values.is_banner !== initial.is_banner) fd.append('is_banner', String(values.is_banner));
  if (image) fd.append('image', image);
  return fd;
}

interface NewsFormProps {
  initial?: AdminNews;
  submitLabel: string;
  /** Sends the form; a thrown ApiError has its field errors attached to the inputs. */
  onSubmit(body: FormData): Promise<void>;
}

/**
 * The admin editor of a news item (create and edit): title, category, short text, body, publishing
 * date (a future one schedules it), banner flag and one image with its preview. Texts are the admin
 * area's (`admin.newsForm.*`); validation messages are the shared codes.
 */
export function NewsForm({ initial, submitLabel, onSubmit }: NewsFormProps) {
  const t = useT();
  const messageText = useMessageText();
  const id = useId();
  const home = useNewsHomeData();
  const [alert, setAlert] = useState<Message | null>(null);
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const imageUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (imageUrl.current) URL.revokeObjectURL(imageUrl.current);
    },
    [],
  );

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsFormValues>({ resolver: zodResolver(newsFormSchema), defaultValues: defaults(initial), mode: 'onSubmit', reValidateMode: 'onChange' });

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) return setImageError(MSG.imageOnly);
    if (file.size > UPLOAD_MAX_BYTES) return setImageError(MSG.imageTooLarge);
    setImageError(null);
    if (imageUrl.current) URL.revokeObjectURL(imageUrl.current);
    imageUrl.current = URL.createObjectURL(file);
    setImage({ file, url: imageUrl.current });
  };

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onSubmit(buildNewsFormData(values, image?.file ?? null, initial));
    } catch (err) {
      const setFieldError = (name: (typeof FIELDS)[number], error: { type: string; message: string }, options?: { shouldFocus: boolean }) => {
        if (name === 'image') setImageError(error.message);
        else setError(name, error, options);
      };
      setAlert(applyApiError(err, setFieldError, FIELDS, {}, { fallback: t('admin.newsForm.failed') }));
    }
  });

  const f = (name: string) => `${id}-${name}`;
  const err = (name: string) => `${id}-${name}-error`;
  const preview = image?.url ?? initial?.thumbnail ?? null;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={isSubmitting || undefined}>
      <FormAlert>{alert}</FormAlert>
      <fieldset className="card space-y-5 p-5 sm:p-6" disabled={isSubmitting}>
        <legend className="sr-only">{t('admin.newsForm.legend')}</legend>
        <div>
          <label htmlFor={f('title')} className="label">
            {t('admin.newsForm.title')}
            <RequiredMark />
          </label>
          <input
            id={f('title')}
            className="input"
            autoComplete="off"
            maxLength={200}
            aria-required="true"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy(errors.title && err('title'))}
            {...register('title')}
          />
          <FieldError id={err('title')} message={errors.title?.message} />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={f('category')} className="label">
              {t('admin.newsForm.category')}
              <RequiredMark />
            </label>
            <select
              id={f('category')}
              className="input"
              aria-required="true"
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={describedBy(errors.category && err('category'))}
              aria-busy={home.isPending || undefined}
              {...register('category')}
            >
              <option value="">{home.isPending ? t('admin.loading') : t('admin.newsForm.categoryPlaceholder')}</option>
              {home.data?.categories.map((c) => (
                <option key={c.meta} value={c.meta} data-user-content>
                  {c.title}
                </option>
              ))}
              {/* The item's category is kept even while the list is loading. */}
              {initial && !home.data ? <option value={initial.category.meta} data-user-content>
                  {initial.category.title}
                </option> : null}
            </select>
            {home.isError ? <p className="field-error">{t('admin.newsForm.categoriesFailed')}</p> : null}
            <FieldError id={err('category')} message={errors.category?.message} />
          </div>

          <div>
            <label htmlFor={f('published_at')} className="label">
              {t('admin.newsForm.publishedAt')}
            </label>
            <input
              id={f('published_at')}
              type="datetime-local"
              className="input"
              aria-invalid={errors.published_at ? true : undefined}
              aria-describedby={describedBy(`${f('published_at')}-hint`, errors.published_at && err('published_at'))}
              {...register('published_at')}
            />
            <p id={`${f('published_at')}-hint`} className="mt-1 text-xs text-ink-500">
              {t('admin.newsForm.publishedAtHint')}
            </p>
            <FieldError id={err('published_at')} message={errors.published_at?.message} />
          </div>
        </div>

        <div>
          <label htmlFor={f('short_description')} className="label">
            {t('admin.newsForm.shortDescription')}
          </label>
          <input
            id={f('short_description')}
            className="input"
            autoComplete="off"
            maxLength={500}
            aria-invalid={errors.short_description ? true : undefined}
            aria-describedby={describedBy(`${f('short_description')}-hint`, errors.short_description && err('short_description'))}
            {...register('short_description')}
          />
          <p id={`${f('short_description')}-hint`} className="mt-1 text-xs text-ink-500">
            {t('admin.newsForm.shortDescriptionHint')}
          </p>
          <FieldError id={err('short_description')} message={errors.short_description?.message} />
        </div>

        <div>
          <label htmlFor={f('description')} className="label">
            {t('admin.newsForm.description')}
            <RequiredMark />
          </label>
          <textarea
            id={f('description')}
            className="input min-h-60"
            rows={12}
            aria-required="true"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy(`${f('description')}-hint`, errors.description && err('description'))}
            {...register('description')}
          />
          <p id={`${f('description')}-hint`} className="mt-1 text-xs text-ink-500">
            {t('admin.newsForm.descriptionHint')}
          </p>
          <FieldError id={err('description')} message={errors.description?.message} />
        </div>

        <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-ink-900">
          <input type="checkbox" className="size-5 accent-indigo-800" {...register('is_banner')} />
          {t('admin.newsForm.isBanner')}
        </label>

        <div>
          <span className="label" id={`${f('image')}-label`}>
            {t('admin.newsForm.image')}
          </span>
          <FilePicker
            id={f('image')}
            name="image"
            accept="image/*"
            aria-labelledby={`${f('image')}-label`}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={describedBy(`${f('image')}-hint`, imageError && err('image'))}
            buttonText={t('admin.newsForm.imageChoose')}
            status={image ? `${image.file.name} · ${formatFileSize(image.file.size)}` : initial?.thumbnail ? t('admin.newsForm.imageKept') : t('admin.newsForm.imageNone')}
            onChange={(e) => {
              pickImage(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <p id={`${f('image')}-hint`} className="mt-1 text-xs text-ink-500">
            {t('admin.newsForm.imageHint')}
          </p>
          {imageError ? (
            <p id={err('image')} className="field-error" role="alert">
              {messageText(imageError)}
            </p>
          ) : null}
          {preview ? (
            <figure className="mt-3 max-w-sm overflow-hidden rounded-xl border border-ink-100 bg-cream-100">
              <img src={preview} alt={t('admin.newsForm.imagePreview')} className="aspect-video w-full object-cover" />
            </figure>
          ) : null}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton busy={isSubmitting} busyText={t('admin.newsForm.sending')} className="btn-primary">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
