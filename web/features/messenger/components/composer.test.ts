import { describe, expect, it } from 'vitest';
import { enterSends } from './composer';

const key = (k: string, shiftKey = false, isComposing = false) => ({ key: k, shiftKey, isComposing });

describe('which Enter sends a chat message (issue 40)', () => {
  it('on a desktop: Enter sends, Shift+Enter breaks the line', () => {
    expect(enterSends(key('Enter'), false)).toBe(true);
    expect(enterSends(key('Enter', true), false)).toBe(false);
  });
  it('on a touch screen: Enter breaks the line (the send button sends)', () => {
    expect(enterSends(key('Enter'), true)).toBe(false);
    expect(enterSends(key('Enter', true), true)).toBe(false);
  });
  it('never while an input method composes, nor for other keys', () => {
    expect(enterSends(key('Enter', false, true), false)).toBe(false);
    expect(enterSends(key('a'), false)).toBe(false);
  });
});
