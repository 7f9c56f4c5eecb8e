import { discountedPrice } from '@shared/format/price';
import { listingFormData } from '@web/lib/listing-payload';
import { LIST_LINE, htmlToText, textToHtml } from '@web/lib/text-html';

/**
 * From the product form to the API (spec §7): the description travels as HTML, the short description
 * is the first line of its text, and price_discount is the price reduced by the discount percent.
 * Pure, so the payloads are unit-tested.
 */

/** The form's values after productFormSchema (what handleSubmit hands over). */
export interface ParsedProductForm {
  name: string;
  price: number;
  discount_enabled: boolean;
  discount: number;
  description: string;
  category: string;
}

/** Fields of an existing product the edit form compares against. */
export interface ProductSnapshot {
  title: string;
  price: number;
  discount: number;
  description: string;
  category: { guid: string };
}

const SHORT_DESCRIPTION_MAX = 300;

/** The short description: the first non-empty line of the text, without a list marker, capped. */
export function firstLine(text: string): string {
  const line = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find(Boolean);
  return (line ?? '').replace(LIST_LINE, '').slice(0, SHORT_DESCRIPTION_MAX);
}

/** The discount that applies: the percent when the toggle is on, else none. */
const effectiveDiscount = (enabled: boolean | undefined, discount: number | undefined): number => (enabled ? Number(discount) || 0 : 0);

/**
 * The final price shown under the discount field while typing: null while the price is not a
 * whole number yet (nothing sensible to show) or the discount is out of 0–100.
 */
export function finalPrice(priceInput: string | number | undefined, enabled: boolean | undefined, discountInput: string | number | undefined): number | null {
  const priceText = String(priceInput ?? '').replace(/\s/g, '');
  if (!/^\d+$/.test(priceText)) return null;
  const discountText = String(discountInput ?? '').trim();
  const discount = enabled ? (discountText === '' ? 0 : Number(discountText)) : 0;
  if (!Number.isInteger(discount) || discount < 0 || discount > 100) return null;
  return discountedPrice(Number(priceText), discount);
}

/** POST user-products/upload: every field, plus each image file appended as `images`. */
export function buildCreateFormData(values: ParsedProductForm, files: readonly Blob[]): FormData {
  const discount = effectiveDiscount(values.discount_enabled, values.discount);
  return listingFormData(
    {
      title: values.name,
      short_description: firstLine(values.description),
      description: textToHtml(values.description),
      price: String(values.price),
      price_discount: String(discountedPrice(values.price, discount)),
      discount: String(discount),
      category: values.category,
    },
    { files },
  );
}

/**
 * PATCH user-products/{guid}/: only the changed fields. A description whose text is unchanged is not
 * sent, so formatting the form cannot show (e.g. a seeded table) is kept. Price and discount travel
 * together with price_discount, which depends on both. keep_images is always sent: it is how removed
 * existing images are dropped.
 */
export function buildUpdateFormData(initial: ProductSnapshot, values: ParsedProductForm, keepImageIds: readonly (number | string)[], newFiles: readonly Blob[]): FormData {
  const discount = effectiveDiscount(values.discount_enabled, values.discount);
  const priceChanged = values.price !== initial.price || discount !== (initial.discount ?? 0);
  const descriptionChanged = values.description !== htmlToText(initial.description).trim();
  return listingFormData(
    {
      title: values.name !== initial.title ? values.name : undefined,
      price: priceChanged ? String(values.price) : undefined,
      discount: priceChanged ? String(discount) : undefined,
      price_discount: priceChanged ? String(discountedPrice(values.price, discount)) : undefined,
      description: descriptionChanged ? textToHtml(values.description) : undefined,
      short_description: descriptionChanged ? firstLine(values.description) : undefined,
      category: values.category !== initial.category.guid ? values.category : undefined,
    },
    { keep: keepImageIds, files: newFiles },
  );
}

/** Server field names → the form's inputs (the API says title where the form says name). */
export const SERVER_FIELD_TO_FORM: Record<string, 'name' | 'price' | 'discount' | 'description' | 'category' | 'images'> = {
  title: 'name',
  price: 'price',
  price_discount: 'price',
  discount: 'discount',
  description: 'description',
  short_description: 'description',
  category: 'category',
  images: 'images',
  'images[]': 'images',
  keep_images: 'images',
};
