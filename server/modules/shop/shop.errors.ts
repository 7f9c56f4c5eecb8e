import { MSG } from '@shared/validation/messages';
import { badRequest, conflict, forbidden, gone, notFound, VALIDATION_MESSAGE } from '../../lib/errors';

/**
 * A product that is not here (the spec's §8 'Product Not Found', said in Uzbek: issue 40). With
 * `category`, it exists but is hidden from this reader (deactivated or rejected), and its page offers
 * the category's other products.
 */
export const productNotFound = (category?: string) => notFound('shop.product_not_found', 'Mahsulot topilmadi', category ? { category } : undefined);
/** A product waiting for a moderator's review: not public yet, and may be soon (404, not 410: its address is to be asked again). */
export const productInReview = (category: string) => notFound('shop.product_in_review', "Mahsulot moderator tekshiruvida: tasdiqlangach ko'rinadi", { category });
/** A product its seller or a moderator deleted: 410, with its category for the page's other products. */
export const productRemoved = (category: string) => gone('shop.product_removed', "Bu mahsulot o'chirilgan", { category });
export const notYourProduct = () => forbidden('shop.not_your_product', "Bu mahsulotni faqat uning egasi o'zgartira oladi");
export const shopCategoryNotFound = () => notFound('shop.category_not_found', 'Bu kategoriya topilmadi');
/** A category still holding products cannot be deleted (move or delete them first). */
export const shopCategoryNotEmpty = () => conflict('shop.category_not_empty', "Bu kategoriyada mahsulotlar bor. Avval ularni boshqa kategoriyaga o'tkazing");
/** A reply to a comment not on this product, or not one the caller may reply to (a field error, as the form shows it). */
export const parentCommentNotFound = () => badRequest('validation_failed', 'Javob berilayotgan fikr topilmadi', { parent: MSG.parentNotFound });

const invalidField = (field: string, code: string) => badRequest('validation_failed', VALIDATION_MESSAGE, { [field]: code });
/** A final price above the price. */
export const discountOverPrice = () => invalidField('price_discount', MSG.discountRange);
export const tooFewImages = () => invalidField('images', MSG.imagesMin);
export const tooManyImages = () => invalidField('images', MSG.imagesMax);
export const productCategoryRequired = () => invalidField('category', MSG.categoryRequired);
/** A description whose text is empty once sanitised (only tags, only spaces). */
export const productDescriptionRequired = () => invalidField('description', MSG.productDescriptionRequired);
