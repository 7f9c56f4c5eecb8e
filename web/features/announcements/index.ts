// The announcements feature's public face for other features.
export { announcementsHomeDataQueryOptions, getAnnouncementsHomeData, useAnnouncementsHomeData } from './api/get-announcements-home-data';
