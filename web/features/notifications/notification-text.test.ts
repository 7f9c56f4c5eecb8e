import { describe, expect, it } from 'vitest';
import type { TFunction } from '@web/lib/i18n';
import { notificationRef, notificationText } from './notification-text';

/** A stand-in for the dictionary lookup: answers the key and its params, so the test sees which text was asked for. */
const t: TFunction = (key, vars) => `${key}${vars ? ` ${JSON.stringify(vars)}` : ''}`;

describe('notificationText', () => {
  it("asks the dictionary for the code's title and comment, with the params as written", () => {
    expect(notificationText(t, { code: 'chat.message', params: { sender: 'Ali Valiyev', preview: 'salom' } })).toEqual({
      title: 'notifications.codes.chat.message.title {"sender":"Ali Valiyev","preview":"salom"}',
      comment: 'notifications.codes.chat.message.comment {"sender":"Ali Valiyev","preview":"salom"}',
    });
  });
  it('reads a code it does not know as a plain new notification', () => {
    expect(notificationText(t, { code: 'shop.something_new', params: {} }).title).toBe('notifications.codes.unknown.title {}');
  });
  it('keeps a notification as references to the dictionary, worded when shown', () => {
    expect(notificationRef({ code: 'chat.message', params: { sender: 'Ali Valiyev', preview: 'salom' } })).toEqual({
      title: { key: 'notifications.codes.chat.message.title', params: { sender: 'Ali Valiyev', preview: 'salom' } },
      comment: { key: 'notifications.codes.chat.message.comment', params: { sender: 'Ali Valiyev', preview: 'salom' } },
    });
    expect(notificationRef({ code: 'shop.something_new', params: {} }).title.key).toBe('notifications.codes.unknown.title');
  });
  it("words a rejection by its reason: the reason's own comment, or the plain one for a reason it does not know", () => {
    const params = { kind: 'product', title: "Shoyi ro'mol", reason: 'poor_quality', message: 'Rasmlarni yangilang' };
    expect(notificationRef({ code: 'moderation.rejected', params }).comment.key).toBe('notifications.codes.moderation.rejected.comments.poor_quality');
    expect(notificationRef({ code: 'moderation.rejected', params: { ...params, reason: 'unheard_of' } }).comment.key).toBe('notifications.codes.moderation.rejected.comment');
    expect(notificationRef({ code: 'moderation.approved', params: { kind: 'product', title: "Shoyi ro'mol" } }).comment.key).toBe('notifications.codes.moderation.approved.comment');
  });
});
