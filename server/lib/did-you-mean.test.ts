import { describe, expect, it } from 'vitest';
import { oneSlipAway, suggestionText } from './did-you-mean';

describe('oneSlipAway', () => {
  it('has every word one swap, change, loss or extra letter away, and not the word itself', () => {
    const near = oneSlipAway('atals');
    for (const w of ['atlas', 'atal', 'atlals', 'ataks', 'tals']) expect(near, w).toContain(w);
    expect(near).not.toContain('atals');
    expect(near).not.toContain('salta');
    // Swaps come first: the commonest slip on a phone keyboard.
    expect(near.slice(0, 4)).toEqual(['taals', 'aatls', 'atlas', 'atasl']);
  });
});

describe('suggestionText', () => {
  it('keeps the words as written and shows a corrected one as the found titles write it', () => {
    expect(suggestionText("Marg'ilon atals", ['margilon', 'atals'], ['margilon', 'atlas'], ['Atlas yostiq'])).toBe("Marg'ilon atlas");
    expect(suggestionText('qoqon dopi', ['kokon', 'dopi'], ['kokon', 'doppi'], ['Qoʻqon doʻppisi'])).toBe('qoqon doʻppisi');
    expect(suggestionText('gliam', ['gliam'], ['gilam'], ['Boshqa narsa'])).toBe('gilam');
  });
});
