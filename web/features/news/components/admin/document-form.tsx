import { useState } from 'react';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { documentFieldsSchema, type DocumentItem } from '@shared/schemas/news';
import { MSG } from '@shared/validation/messages';
import { useApiForm } from '@web/components/form/use-api-form';
import { FileField, SelectField } from '@web/components/form/fields';
import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { TextField } from '@web/components/form/text-field';
import { formatFileSize } from '@web/lib/image-files';
import { paths } from '@web/lib/paths';
import { useT } from '@web/lib/i18n';

/** The form's own check (the server checks again, the PDF by its content). */
const documentFormSchema = z.object({
  type: documentFieldsSchema.shape.type,
  title: documentFieldsSchema.shape.title,
  subtitle: documentFieldsSchema.shape.subtitle.unwrap().unwrap(),
  link: documentFieldsSchema.shape.link.unwrap().unwrap(),
  remove_file: z.boolean(),
});
export type DocumentFormValues = z.output<typeof documentFormSchema>;
type DocumentFormInput = z.input<typeof documentFormSchema>;
const FIELDS = ['type', 'title', 'subtitle', 'link'] as const;

/** A chosen file looks like a PDF (its name or type); the server decides by its content. */
export const looksLikePdf = (file: { name: string; type: string }) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The form data of a document: on create every field; on edit only what changed, the new PDF, or remove_file. */
export function buildDocumentFormData(values: DocumentFormValues, file: File | null, initial?: DocumentItem): FormData {
  const fd = new FormData();
  if (!initial || values.type !== initial.type) fd.append('type', values.type);
  if (!initial || values.title !== initial.title) fd.append('title', values.title);
  if (!initial || values.subtitle !== initial.subtitle) fd.append('subtitle', values.subtitle);
  if (!initial || values.link !== (initial.link ?? '')) fd.append('link', values.link);
  if (file) fd.append('file', file);
  else if (initial?.file && values.remove_file) fd.append('remove_file', 'true');
  return fd;
}

interface DocumentFormProps {
  initial?: DocumentItem;
  /** The type a new document starts with (the list the editor came from). */
  defaultType?: DocumentItem['type'];
  submitLabel: string;
  onSubmit(body: FormData): Promise<void>;
}

/**
 * The admin editor of a document: its type ('@a' legislation, '@b' small-business projects), title,
 * subtitle, external link and PDF file (checked here by name and size, by the server by content).
 */
export function DocumentForm({ initial, defaultType = '@a', submitLabel, onSubmit }: DocumentFormProps) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const { register, formState: { errors, isSubmitting }, alert, submit: send } = useApiForm<DocumentFormInput, DocumentFormValues>({
    schema: documentFormSchema,
    defaultValues: { type: initial?.type ?? defaultType, title: initial?.title ?? '', subtitle: initial?.subtitle ?? '', link: initial?.link ?? '', remove_file: false },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    fields: FIELDS,
    outside: { file: setFileError },
    fallback: t('admin.documentForm.failed'),
  });

  const pickFile = (picked: File | undefined) => {
    if (!picked) return;
    if (!looksLikePdf(picked)) return setFileError(MSG.pdfOnly);
    if (picked.size > UPLOAD_MAX_BYTES) return setFileError(MSG.fileTooLarge);
    setFileError(null);
    setFile(picked);
  };

  const submit = send(async (values) => {
    // A refused pick was never taken (the status says no file is chosen): the rest is sent without it.
    setFileError(null);
    await onSubmit(buildDocumentFormData(values, file, initial));
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={isSubmitting || undefined}>
      <FormAlert>{alert}</FormAlert>
      <fieldset className="card space-y-5 p-5 sm:p-6" disabled={isSubmitting}>
        <legend className="sr-only">{t('admin.documentForm.legend')}</legend>
        <SelectField required label={t('admin.documentForm.type')} error={errors.type?.message} {...register('type')}>
          <option value="@a">{t('admin.documents.types.legal')}</option>
          <option value="@b">{t('admin.documents.types.business')}</option>
        </SelectField>
        <TextField required label={t('admin.documentForm.title')} autoComplete="off" maxLength={500} error={errors.title?.message} {...register('title')} />
        <TextField label={t('admin.documentForm.subtitle')} autoComplete="off" maxLength={500} error={errors.subtitle?.message} {...register('subtitle')} />
        <TextField
          label={t('admin.documentForm.link')}
          hint={t('admin.documentForm.linkHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://lex.uz/docs/…"
          error={errors.link?.message}
          {...register('link')}
        />
        <FileField
          label={t('admin.documentForm.file')}
          name="file"
          accept="application/pdf,.pdf"
          hint={t('admin.documentForm.fileHint')}
          error={fileError}
          buttonText={t('admin.documentForm.fileChoose')}
          status={file ? `${file.name} · ${formatFileSize(file.size)}` : initial?.file ? t('admin.documentForm.fileKept') : t('admin.documentForm.fileNone')}
          onPick={pickFile}
        >
          {initial?.file && !file ? (
            <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
              {/* Our viewer page: the file itself is served sandboxed, where browsers show no PDF. */}
              <a href={paths.document(initial.id)} target="_blank" rel="noopener" className="font-semibold text-indigo-800 underline-offset-2 hover:underline">
                {t('admin.documentForm.fileOpen')}
              </a>
              <label className="flex cursor-pointer items-center gap-2 text-ink-900">
                <input type="checkbox" className="size-5 accent-pomegranate-700" {...register('remove_file')} />
                {t('admin.documentForm.fileRemove')}
              </label>
            </div>
          ) : null}
        </FileField>
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton busy={isSubmitting} busyText={t('admin.documentForm.sending')} className="btn-primary">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
