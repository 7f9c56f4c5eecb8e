import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, MODERATED_KINDS } from '@shared/constants';
import { loadAreas, translatorFor } from '@web/lib/i18n';
import { auditFieldLabel, auditSentence, auditTargetLabel } from './audit-words';

beforeAll(async () => {
  for (const lang of ['uz', 'ru', 'en'] as const) await loadAreas(lang, ['admin']);
});

describe("the audit log's words", () => {
  it('name the moderation settings in the reader’s language, not by the stored identifier', () => {
    // The server records a settings change with the label 'pre-moderation' (the log keeps it as written).
    const entry = { action: 'moderation.settings', target_label: 'pre-moderation' } as const;
    expect(auditTargetLabel(entry, translatorFor('uz'))).toBe('Oldindan tekshiruv');
    expect(auditTargetLabel(entry, translatorFor('ru'))).toBe('Премодерация');
    expect(auditTargetLabel(entry, translatorFor('en'))).toBe('Pre-moderation');
    // Every other entry shows its target's title as it was.
    expect(auditTargetLabel({ action: 'news.edit', target_label: 'Ipak festivali' }, translatorFor('ru'))).toBe('Ipak festivali');
    expect(auditTargetLabel({ action: 'news.delete', target_label: '' }, translatorFor('uz'))).toBe('—');
  });

  it("name every field a settings change records (the moderated kinds) in the reader's language", () => {
    for (const lang of ['uz', 'ru', 'en'] as const) {
      const t = translatorFor(lang);
      for (const kind of MODERATED_KINDS) expect(auditFieldLabel(kind, t), `${kind} in ${lang}`).not.toBe(kind);
    }
    expect(auditFieldLabel('comment', translatorFor('uz'))).toBe('Fikrlar');
    expect(auditFieldLabel('title_ru', translatorFor('en'))).toBe('Title (Russian)');
  });

  it('say each entry as a sentence in the reader\'s language: who did what to which target (issue 40)', () => {
    const entry = { action: 'user.block', actor: { guid: 'a', name: 'Aziz Karimov', role: 'admin' }, target_label: 'Bahodir Sinovov' } as const;
    const said = (lang: 'uz' | 'ru' | 'en', e: Parameters<typeof auditSentence>[0] = entry) => auditSentence(e, translatorFor(lang)).map((p) => p.text).join('');
    expect(said('uz')).toBe('Admin Aziz Karimov «Bahodir Sinovov» foydalanuvchisini blokladi');
    expect(said('ru')).toBe('Администратор Aziz Karimov: заблокирован пользователь «Bahodir Sinovov»');
    expect(said('en')).toBe('Admin Aziz Karimov blocked user “Bahodir Sinovov”');
    // The actor and the target are parts of their own (the page links them).
    expect(auditSentence(entry, translatorFor('uz')).filter((p) => p.part !== 'words')).toEqual([
      { part: 'actor', text: 'Admin Aziz Karimov' },
      { part: 'target', text: 'Bahodir Sinovov' },
    ]);
    expect(said('uz', { action: 'moderation.settings', actor: { guid: null, name: 'Nodira', role: 'moderator' }, target_label: 'pre-moderation' })).toBe("Moderator Nodira oldindan tekshiruv sozlamalarini o'zgartirdi");
    // Every action has its sentence in every language, naming the actor (no code, no raw key).
    for (const lang of ['uz', 'ru', 'en'] as const) {
      for (const action of AUDIT_ACTIONS) {
        const text = said(lang, { ...entry, action });
        expect(text, `${action} in ${lang}`).toContain('Aziz Karimov');
        expect(text, `${action} in ${lang}`).not.toMatch(/admin\.audit|\{|_/);
      }
    }
  });
});
