// The news feature's public face for other features.
export {  newsHomeDataQueryOptions, useNewsHomeData } from './api/get-news-home-data';
export { firstSentence } from './lib/news-text';
