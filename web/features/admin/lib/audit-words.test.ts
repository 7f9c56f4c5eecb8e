import { beforeAll, describe, expect, it } from 'vitest';
import { MODERATED_KINDS } from '@shared/constants';
import { loadAreas, translatorFor } from '@web/lib/i18n';
import { auditFieldLabel, auditTargetLabel } from './audit-words';

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
});
