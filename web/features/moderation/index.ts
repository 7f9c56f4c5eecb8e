// The moderation feature's public face for other features: the report button (products, announcements,
// comments, users) and the author's view of their items' moderation. Words: the 'moderation' area, which
// every page showing these loads.
export { ReportButton, type ReportButtonProps } from './components/report-button';
export { ItemStateMark, ModerationBanner, PendingMark, RejectionNote } from './components/moderation-state';
export { ITEM_STATES, itemState, type ItemState } from './lib/item-state';
