// The announcements feature's public face for other features.
//
// Pages (web/app) import the feature's components directly, e.g. the save button of the public pages:
// '@web/features/announcements/components/save-button' (SaveButton). They are not re-exported here on
// purpose: the dictionary areas a page loads follow its imports (web/app/routes/dictionary-areas.test.ts),
// and the home page, which reads the home data through this index, would then have to load the
// announcements dictionary for a button it never shows.
export {   useAnnouncementsHomeData } from './api/get-announcements-home-data';
