import { useId } from 'react';
import { useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { productFormSchema, type ProductFormValues, type UserProduct } from '@shared/schemas/shop';
import { FieldError, describedBy, fieldErrorId, type FormSectionProps } from '@web/components/form/field-error';
import { AmountInput } from '@web/components/form/amount-input';
import { PriceInput } from '@web/components/form/price-input';
import { priceText } from '@web/components/form/price-typing';
import { FieldFrame, fieldAria } from '@web/components/form/field-frame';
import { FormFooter } from '@web/components/form/form-footer';
import { TextAreaField } from '@web/components/form/fields';
import { TextField } from '@web/components/form/text-field';
import { useApiForm } from '@web/components/form/use-api-form';
import { useT } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { useCategories } from '../../api/get-categories';
import { htmlToText } from '@web/lib/text-html';
import { SERVER_FIELD_TO_FORM, finalPrice, type ParsedProductForm } from '../../lib/product-payload';
import { ImagesSection, type UploadItem } from '@web/components/form/image-uploader';
import { RequiredMark } from '@web/components/form/required-mark';
import { paths } from '@web/lib/paths';
import { useLocalTitle } from '@web/lib/local-title';

type FormFields = Omit<ProductFormValues, 'images'> & { images: UploadItem[] };
type ProductFormOutput = z.output<typeof productFormSchema>;
const PRODUCT_FORM_FIELDS = ['name', 'price', 'discount', 'description', 'category', 'images'] as const;

interface ProductFormProps {
  /** The product being edited; absent when creating. */
  initial?: UserProduct;
  submitLabel: string;
  busyLabel: string;
  /** Sends the form; a thrown ApiError has its field errors attached to the inputs. */
  onSubmit(values: ParsedProductForm, images: UploadItem[]): Promise<void>;
}

function defaults(p?: UserProduct): FormFields {
  if (!p) return { name: '', price: '', discount_enabled: false, discount: '', description: '', category: '', images: [] };
  return {
    name: p.title,
    price: priceText(p.price),
    discount_enabled: p.discount > 0,
    discount: p.discount > 0 ? String(p.discount) : '',
    description: htmlToText(p.description),
    category: p.category?.guid ?? '',
    // Existing pictures count toward the 1–4 limit and can be removed like new ones.
    images: (p.images ?? []).map((img) => ({ kind: 'existing' as const, key: `existing-${img.id}`, id: img.id, url: img.image })),
  };
}

type SectionProps = FormSectionProps<FormFields>;

/**
 * The product form shared by create and edit (spec §3 draft, §4, §5): name, price, discount toggle
 * revealing the percent and the final price, description, category and images. Every submit checks
 * the CURRENT values with productFormSchema (the original checked a stale error state), so the
 * spec's messages appear word for word; server refusals attach to their inputs.
 */
export function ProductForm({ initial, submitLabel, busyLabel, onSubmit }: ProductFormProps) {
  const t = useT();
  const id = useId();
  const { register, control, setValue, clearErrors, formState: { errors, isSubmitting }, alert, submit: send } = useApiForm<FormFields, ProductFormOutput>({
    // The schema types images as unknown[] (it only counts them); the form holds UploadItem[].
    resolver: zodResolver(productFormSchema) as unknown as Resolver<FormFields, unknown, ProductFormOutput>,
    defaultValues: defaults(initial),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    fields: PRODUCT_FORM_FIELDS,
    rename: SERVER_FIELD_TO_FORM,
    fallback: t('seller.form.failed'),
  });

  const price = useWatch({ control, name: 'price' });
  const priceNumber = finalPrice(price, false, 0);

  // The schema only counts the images; the items themselves pass through unchanged.
  const submit = send((parsed) => onSubmit(parsed as ParsedProductForm, parsed.images as UploadItem[]));

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={isSubmitting || undefined}>
      <fieldset className="card space-y-5 p-5 sm:p-6" disabled={isSubmitting}>
        <legend className="sr-only">{t('seller.form.main')}</legend>
        <TextField
          id={`${id}-name`}
          label={t('seller.form.name')}
          required
          autoComplete="off"
          maxLength={150}
          placeholder={t('seller.form.namePlaceholder')}
          error={errors.name?.message}
          {...register('name')}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <PriceField id={id} register={register} errors={errors} priceNumber={priceNumber} />

          <CategoryField id={id} register={register} errors={errors} />
        </div>

        <DiscountFields id={id} register={register} errors={errors} control={control} setValue={setValue} clearErrors={clearErrors} priceNumber={priceNumber} />

        <DescriptionField id={id} register={register} errors={errors} />
      </fieldset>

      <ImagesSection control={control} clearErrors={clearErrors} label={t('seller.form.images')} />

      <FormFooter alert={alert} cancelTo={paths.profile.products()} cancelLabel={t('seller.form.cancel')} submitLabel={submitLabel} busyLabel={busyLabel} busy={isSubmitting} />
    </form>
  );
}

function PriceField({ id, register, errors, priceNumber }: SectionProps & { priceNumber: number | null }) {
  const t = useT();
  const money = useMoney();
  const inputId = `${id}-price`;
  const hint = priceNumber !== null ? money.price(priceNumber) : t('seller.form.priceHint');
  return (
    <FieldFrame id={inputId} label={t('seller.form.price')} required hint={hint} error={errors.price?.message}>
      <PriceInput id={inputId} className="input pr-16" unit={t('common.currency.word')} {...fieldAria(inputId, { error: errors.price, hint, required: true })} {...register('price')} />
    </FieldFrame>
  );
}

function CategoryField({ id, register, errors }: SectionProps) {
  const t = useT();
  const localTitle = useLocalTitle();
  const categories = useCategories();
  const inputId = `${id}-category`;
  return (
    <div>
      <label htmlFor={inputId} className="label">
        {t('seller.form.category')}
        <RequiredMark />
      </label>
      <select
        id={inputId}
        className="input"
        aria-required="true"
        aria-invalid={errors.category ? true : undefined}
        aria-describedby={describedBy(errors.category && fieldErrorId(id, 'category'))}
        aria-busy={categories.isPending || undefined}
        {...register('category')}
      >
        <option value="">{categories.isPending ? t('seller.form.loading') : t('seller.form.categoryPlaceholder')}</option>
        {categories.data?.map((c) => (
          <option key={c.guid} value={c.guid}>
            {localTitle(c)}
          </option>
        ))}
      </select>
      {categories.isError ? <p className="field-error">{t('seller.form.categoriesFailed')}</p> : null}
      <FieldError id={fieldErrorId(id, 'category')} message={errors.category?.message} />
    </div>
  );
}

interface DiscountFieldsProps extends SectionProps {
  control: Control<FormFields, unknown, ProductFormOutput>;
  setValue(name: 'discount', value: string): void;
  clearErrors(name: 'discount'): void;
  priceNumber: number | null;
}

/** The discount switch; on, the percent and the final price it gives. */
function DiscountFields({ id, register, errors, control, setValue, clearErrors, priceNumber }: DiscountFieldsProps) {
  const t = useT();
  const money = useMoney();
  const [price, discountEnabled, discount] = useWatch({ control, name: ['price', 'discount_enabled', 'discount'] });
  const final = finalPrice(price as string, discountEnabled, discount as string);
  const toggleId = `${id}-discount-toggle`;
  const discountId = `${id}-discount`;
  return (
    <div className="rounded-xl border border-ink-100 bg-cream-50 p-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={toggleId} className="block cursor-pointer text-sm font-semibold text-ink-900">
            {t('seller.form.discountToggle')}
          </label>
          <p id={`${toggleId}-hint`} className="text-xs text-ink-500">
            {t('seller.form.discountToggleHint')}
          </p>
        </div>
        {/* The drawn switch is a second label of the same checkbox, so pressing it toggles too. */}
        <label htmlFor={toggleId} className="shrink-0 cursor-pointer">
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            className="peer sr-only"
            aria-describedby={`${toggleId}-hint`}
            {...register('discount_enabled', {
              onChange: (e) => {
                // A hidden, forgotten percent must not block the form or change the price.
                if (!e.target.checked) {
                  setValue('discount', '');
                  clearErrors('discount');
                }
              },
            })}
          />
          <span
            aria-hidden="true"
            className="relative block h-7 w-12 rounded-full bg-ink-300 transition-colors peer-checked:bg-mulberry-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-500 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
        </label>
      </div>

      {discountEnabled ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 sm:items-start">
          <FieldFrame id={discountId} label={t('seller.form.discount')} error={errors.discount?.message}>
            <AmountInput id={discountId} className="input pr-10" unit="%" {...fieldAria(discountId, { error: errors.discount })} {...register('discount')} />
          </FieldFrame>
          <div className="rounded-xl bg-white p-3 sm:mt-7" aria-live="polite">
            <p className="text-xs font-medium text-ink-500">{t('seller.form.finalPrice')}</p>
            <p className="text-lg font-bold text-mulberry-700" data-testid="final-price">
              {final !== null ? money.price(final) : '—'}
            </p>
            {final !== null && priceNumber !== null && final < priceNumber ? <p className="text-xs text-ink-500 line-through">{money.price(priceNumber)}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function DescriptionField({ id, register, errors }: SectionProps) {
  const t = useT();
  return (
    <TextAreaField
      id={`${id}-description`}
      label={t('seller.form.description')}
      required
      rows={7}
      className="input min-h-40 resize-y leading-relaxed"
      placeholder={t('seller.form.descriptionPlaceholder')}
      hint={t('seller.form.descriptionHint')}
      error={errors.description?.message}
      {...register('description')}
    />
  );
}
