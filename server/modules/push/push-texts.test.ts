import { describe, expect, it } from 'vitest';
import { pushWords } from './push-texts';

describe('pushWords', () => {
  it('writes Uzbek Cyrillic from the Uzbek words, keeping what people wrote as written', () => {
    expect(pushWords('chat.message', { sender: 'Aziz Karimov', preview: "Atlas hali bormi? O'lchami qanday?" }, 'uz-Cyrl')).toEqual({
      title: 'Янги хабар: Aziz Karimov',
      body: "Atlas hali bormi? O'lchami qanday?",
    });
    expect(pushWords('moderation.rejected', { title: "Marg'ilon atlasi", reason: 'wrong_category', message: '' }, 'uz-Cyrl')).toEqual({
      title: "Модератор рад этди: Marg'ilon atlasi",
      body: 'Сабаб: нотўғри категория.',
    });
    expect(pushWords('courses.certificate', { title: 'Ipak qurti' }, 'uz-Cyrl')?.body).toBe('Табриклаймиз! Курсни тугатдингиз.');
  });

  it('answers Uzbek for a language it has no words of, and null for a code that is not pushed', () => {
    expect(pushWords('chat.message', { sender: 'Aziz', preview: 'Salom' }, 'fr')).toEqual({ title: 'Yangi xabar: Aziz', body: 'Salom' });
    expect(pushWords('auth.signed_in', {}, 'uz')).toBeNull();
  });
});
