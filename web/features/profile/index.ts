// The profile feature's public face for other features (pages in web/app may import its files directly).
export { PhotoField, usePhotoChoice } from './components/photo-field';
