// The shop feature's public face for other features (pages in web/app may import its files directly).
export { shopHomeQueryOptions } from './api/get-shop-home';
