import { describe, expect, it } from 'vitest';
import { answerJson, joined, keptAnswer } from './kept-json';

describe('kept answers', () => {
  it('writes a kept answer as JSON.stringify does, once: a later change of the object is not seen', () => {
    const home = keptAnswer({ categories: [{ title: "Oʻzbek", title_ru: null }], skipped: undefined, n: 1 });
    expect(answerJson(home)).toBe(JSON.stringify(home));
    home.n = 2;
    expect(answerJson(home)).toBe('{"categories":[{"title":"Oʻzbek","title_ru":null}],"n":1}');
  });

  it('writes a joined answer as JSON.stringify writes the same object: own fields first, kept parts by their kept text', () => {
    const product = keptAnswer({ guid: 'g', title: 'Atlas', price: 10, skipped: undefined });
    const related = keptAnswer([{ guid: 'r', title: 'Adras' }]);
    const page = joined({ product: joined({ views: 3, is_liked: false }, product), related });
    expect(page).toEqual({ product: { views: 3, is_liked: false, guid: 'g', title: 'Atlas', price: 10, skipped: undefined }, related });
    expect(answerJson(page)).toBe(JSON.stringify(page));
    expect(answerJson(joined({ a: undefined, b: null }, keptAnswer({})))).toBe('{"b":null}');
    expect(answerJson(joined({}, keptAnswer({ c: 1 })))).toBe('{"c":1}');
  });

  it('leaves any other answer to the route', () => {
    expect(answerJson({ a: 1 })).toBeUndefined();
    expect(answerJson('text')).toBeUndefined();
    expect(answerJson(null)).toBeUndefined();
  });
});
