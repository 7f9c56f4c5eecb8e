// The site feature's public face: site-wide settings from the server's configuration.
export {  siteQueryKey, siteQueryOptions, useSite } from './api/get-site';
