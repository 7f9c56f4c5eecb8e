import { forbidden, notFound } from '../../lib/errors';

/** No such seller (or one who is blocked): their page and their facts are not shown. */
export const sellerNotFound = () => notFound('sellers.not_found', 'Sotuvchi topilmadi');
/** The seller does not show their phone (their profile's switch is off). */
export const phoneHidden = () => forbidden('sellers.phone_hidden', "Sotuvchi telefon raqamini ko'rsatmaydi");
