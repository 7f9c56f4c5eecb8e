// The moderation feature's public face for other features: the report button (products, announcements,
// comments, users) and the author's view of their items' moderation. Words: the 'moderation' area, which
// every page showing these loads.
export { ReportButton,  } from './components/report-button';
export { ItemStateMark, ModerationBanner, PendingMark, RejectionNote } from './components/moderation-state';
export {  itemState,  } from './lib/item-state';
