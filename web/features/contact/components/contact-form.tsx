import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { cleanPhone, maskPhoneInput } from '@shared/format/phone';
import { useApiForm } from '@web/components/form/use-api-form';
import { useHydrated } from '@web/lib/hydrated';
import { useMessageText, useT } from '@web/lib/i18n';
import { AlertIcon, CheckCircleIcon } from '@web/components/ui/icons';
import { Spinner } from '@web/components/ui/spinner';
import { FieldFrame, fieldAria } from '@web/components/form/field-frame';
import { useSendContact } from '../api/send-contact';

const FIELDS = ['name', 'phone', 'message'] as const;
/** The form's checks (zod and the users' schemas): asked for when the form is drawn, not with the page (issue 42, as sign-in's). */
const loadSchema = () => import('@shared/schemas/users').then((m) => m.contactSchema);

/** The local digits typed so far (without +998), as maskPhoneInput reads them. */
function localDigits(value: string): string {
  let d = value.replace(/\D/g, '');
  if (d.startsWith('998')) d = d.slice(3);
  return d.slice(0, 9);
}

/**
 * Masks as the user types. When a deletion only removed mask punctuation, the mask would put it
 * straight back and the caret could never move past ")" or "-"; in that case drop the last digit.
 */
function nextPhoneValue(raw: string, prev: string): string {
  const masked = maskPhoneInput(raw);
  if (raw.length < prev.length && masked === prev) {
    const digits = localDigits(prev).slice(0, -1);
    return digits ? maskPhoneInput(digits) : '';
  }
  return raw.trim() ? masked : '';
}

type ContactErrors = ReturnType<typeof useContactForm>['errors'];

/** The form's state: the shared contactSchema (loadSchema) on the current values, sent to POST /api/users/contact/, a success flag. */
function useContactForm() {
  const t = useT();
  const send = useSendContact();
  const [success, setSuccess] = useState(false);
  const { register, control, reset, formState: { errors, isSubmitting }, alert, submit } = useApiForm({
    loadSchema,
    defaultValues: { name: '', phone: '', message: '' },
    fields: FIELDS,
    fallback: t('pages.contacts.form.error'),
  });
  const onSubmit = submit(async (values) => {
    setSuccess(false);
    await send.mutateAsync({ name: values.name, phone: cleanPhone(values.phone), message: values.message });
    reset();
    setSuccess(true);
  });
  return { register, control, errors, alert, onSubmit, success, busy: isSubmitting || send.isPending };
}

/** The phone input, masked as the user types (+998 (99) 999-99-99); empty again when left with no digits. */
function PhoneField({ id, control, errors }: { id: string; control: ReturnType<typeof useContactForm>['control']; errors: ContactErrors }) {
  const t = useT();
  const error = errors.phone?.message;
  return (
    <FieldFrame id={id} label={t('pages.contacts.form.phone')} required error={error}>
      <Controller
        name="phone"
        control={control}
        render={({ field }) => (
          <input
            id={id}
            ref={field.ref}
            name={field.name}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={19}
            {...fieldAria(id, { error, required: true })}
            placeholder="+998 (__) ___-__-__"
            className="input tabular-nums"
            value={field.value}
            onChange={(e) => field.onChange(nextPhoneValue(e.target.value, field.value))}
            onFocus={() => {
              if (!field.value) field.onChange(maskPhoneInput(''));
            }}
            onBlur={() => {
              if (!localDigits(field.value)) field.onChange('');
              field.onBlur();
            }}
          />
        )}
      />
    </FieldFrame>
  );
}

/** The outcome of a submit: the success text (announced politely), or a general error. */
function ContactOutcome({ success, error }: { success: boolean; error: ReturnType<typeof useContactForm>['alert'] }) {
  const t = useT();
  const messageText = useMessageText();
  return (
    <>
      <div aria-live="polite" className="empty:hidden">
        {success ? (
          <p role="status" className="flex items-start gap-3 rounded-xl bg-mulberry-100 px-4 py-3 text-sm font-medium text-mulberry-700">
            <CheckCircleIcon size={20} className="shrink-0" />
            {t('pages.contacts.form.success')}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="flex items-start gap-3 rounded-xl bg-pomegranate-100 px-4 py-3 text-sm font-medium text-pomegranate-700">
          <AlertIcon size={20} className="shrink-0" />
          {messageText(error)}
        </p>
      ) : null}
    </>
  );
}

/**
 * The /contacts form: name, phone (+998 (99) 999-99-99) and message. Validated with the shared
 * contactSchema on the current values at submit; sent to POST /api/users/contact/. Server field
 * errors attach under their inputs, anything else shows as one general error.
 */
export function ContactForm() {
  const t = useT();
  const uid = useId();
  const { register, control, errors, alert, onSubmit, success, busy } = useContactForm();
  const hydrated = useHydrated();
  const ids = { name: `${uid}-name`, phone: `${uid}-phone`, message: `${uid}-message` };
  /** A typed field's id, aria, placeholder and registration. */
  const textProps = (name: 'name' | 'message') => ({
    id: ids[name],
    ...fieldAria(ids[name], { error: errors[name], required: true }),
    placeholder: t(`pages.contacts.form.${name}Placeholder`),
    ...register(name),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={`${uid}-hint`} className="space-y-5">
      <p id={`${uid}-hint`} className="text-sm text-ink-500">
        {t('pages.contacts.form.hint')}
      </p>
      <FieldFrame id={ids.name} label={t('pages.contacts.form.name')} required error={errors.name?.message}>
        <input type="text" autoComplete="name" maxLength={100} className="input" {...textProps('name')} />
      </FieldFrame>
      <PhoneField id={ids.phone} control={control} errors={errors} />
      <FieldFrame id={ids.message} label={t('pages.contacts.form.message')} required error={errors.message?.message}>
        <textarea rows={5} maxLength={3000} className="input min-h-32 resize-y" {...textProps('message')} />
      </FieldFrame>
      <ContactOutcome success={success} error={alert} />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:px-10" disabled={busy || !hydrated}>
        {busy ? <Spinner size={18} /> : null}
        {busy ? t('pages.contacts.form.sending') : t('pages.contacts.form.submit')}
      </button>
    </form>
  );
}
