import { useEffect, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { line } from '@shared/schemas/common';
import { newsFieldsSchema, type AdminNews } from '@shared/schemas/news';
import { MSG } from '@shared/validation/messages';
import { useApiForm } from '@web/components/form/use-api-form';
import { FileField, SelectField, TextAreaField } from '@web/components/form/fields';
import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { TextField } from '@web/components/form/text-field';
import { formatFileSize, isImageFile } from '@web/lib/image-files';
import { useT } from '@web/lib/i18n';
import { htmlToText, textToHtml } from '@web/lib/text-html';
import { useNewsHomeData } from '../../api/get-news-home-data';
import { useLocalTitle } from '@web/lib/local-title';

/** The form's own check of what it can see (the server checks again, and more). */
const newsFormSchema = z.object({
  title: newsFieldsSchema.shape.title,
  category: newsFieldsSchema.shape.category,
  short_description: line().trim().max(500, MSG.tooLong),
  description: newsFieldsSchema.shape.description,
  /** A datetime-local value (the editor's own clock), or empty for "now". */
  published_at: z.string().refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), MSG.dateInvalid),
  is_banner: z.boolean(),
});
export type NewsFormValues = z.output<typeof newsFormSchema>;
const FIELDS = ['title', 'category', 'short_description', 'description', 'published_at', 'is_banner'] as const;

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
  const picked = usePickedImage();
  const image = picked.image;

  const { register, formState: { errors, isSubmitting }, alert, submit: send } = useApiForm<NewsFormValues>({
    schema: newsFormSchema,
    defaultValues: defaults(initial),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    fields: FIELDS,
    outside: { image: picked.setError },
    fallback: t('admin.newsForm.failed'),
  });

  const submit = send((values) => onSubmit(buildNewsFormData(values, image?.file ?? null, initial)));

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={isSubmitting || undefined}>
      <FormAlert>{alert}</FormAlert>
      <fieldset className="card space-y-5 p-5 sm:p-6" disabled={isSubmitting}>
        <legend className="sr-only">{t('admin.newsForm.legend')}</legend>
        <TextField required label={t('admin.newsForm.title')} autoComplete="off" maxLength={200} error={errors.title?.message} {...register('title')} />

        <div className="grid gap-5 sm:grid-cols-2">
          <NewsCategorySelect initial={initial} error={errors.category?.message} {...register('category')} />
          <TextField type="datetime-local" label={t('admin.newsForm.publishedAt')} hint={t('admin.newsForm.publishedAtHint')} error={errors.published_at?.message} {...register('published_at')} />
        </div>

        <TextField
          label={t('admin.newsForm.shortDescription')}
          hint={t('admin.newsForm.shortDescriptionHint')}
          autoComplete="off"
          maxLength={500}
          error={errors.short_description?.message}
          {...register('short_description')}
        />

        <TextAreaField
          required
          label={t('admin.newsForm.description')}
          hint={t('admin.newsForm.descriptionHint')}
          className="input min-h-60"
          rows={12}
          error={errors.description?.message}
          {...register('description')}
        />

        <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-ink-900">
          <input type="checkbox" className="size-5 accent-indigo-800" {...register('is_banner')} />
          {t('admin.newsForm.isBanner')}
        </label>

        <NewsImageField picked={picked} kept={initial?.thumbnail ?? null} />
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton busy={isSubmitting} busyText={t('admin.newsForm.sending')} className="btn-primary">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The picked image (checked for kind and size) with its preview URL, revoked when replaced or unmounted. */
function usePickedImage() {
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const imageUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (imageUrl.current) URL.revokeObjectURL(imageUrl.current);
    },
    [],
  );
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) return setError(MSG.imageOnly);
    if (file.size > UPLOAD_MAX_BYTES) return setError(MSG.imageTooLarge);
    setError(null);
    if (imageUrl.current) URL.revokeObjectURL(imageUrl.current);
    imageUrl.current = URL.createObjectURL(file);
    setImage({ file, url: imageUrl.current });
  };
  return { image, error, setError, pick };
}

/** The category select, filled from the news home data; the item's own category is kept while it loads. */
function NewsCategorySelect({ initial, error, ...field }: { initial?: AdminNews; error?: string } & UseFormRegisterReturn<'category'>) {
  const t = useT();
  const localTitle = useLocalTitle();
  const home = useNewsHomeData();
  return (
    <div>
      <SelectField required label={t('admin.newsForm.category')} error={error} aria-busy={home.isPending || undefined} {...field}>
        <option value="">{home.isPending ? t('admin.loading') : t('admin.newsForm.categoryPlaceholder')}</option>
        {home.data?.categories.map((c) => (
          <option key={c.meta} value={c.meta} data-user-content>
            {localTitle(c)}
          </option>
        ))}
        {/* The item's category is kept even while the list is loading. */}
        {initial && !home.data ? (
          <option value={initial.category.meta} data-user-content>
            {localTitle(initial.category)}
          </option>
        ) : null}
      </SelectField>
      {home.isError ? <p className="field-error">{t('admin.newsForm.categoriesFailed')}</p> : null}
    </div>
  );
}

/** The image input with its status line and the preview of the picked (or kept) image. */
function NewsImageField({ picked, kept }: { picked: ReturnType<typeof usePickedImage>; kept: string | null }) {
  const t = useT();
  const { image } = picked;
  const preview = image?.url ?? kept;
  return (
    <FileField
      label={t('admin.newsForm.image')}
      name="image"
      accept="image/*"
      hint={t('admin.newsForm.imageHint')}
      error={picked.error}
      buttonText={t('admin.newsForm.imageChoose')}
      status={image ? `${image.file.name} · ${formatFileSize(image.file.size)}` : kept ? t('admin.newsForm.imageKept') : t('admin.newsForm.imageNone')}
      onPick={picked.pick}
    >
      {preview ? (
        <figure className="mt-3 max-w-sm overflow-hidden rounded-xl border border-ink-100 bg-cream-100">
          <img src={preview} alt={t('admin.newsForm.imagePreview')} className="aspect-video w-full object-cover" />
        </figure>
      ) : null}
    </FileField>
  );
}
