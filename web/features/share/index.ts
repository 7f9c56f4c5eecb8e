// The share feature's public face: 'Telegram' and 'Havolani nusxalash' for a page (products,
// announcements, news, courses). Words: the 'common' area, which every page has.
export { ShareLinks } from './components/share-links';
