import { describe, expect, it } from 'vitest';
import { codeMayBeValid, minutesSeconds, resendWait } from './code-countdown';

describe("the code page's resend countdown (issue 40)", () => {
  const sent = 1_000_000;
  it('counts 60 seconds down from the send, never below 0', () => {
    expect(resendWait(sent, sent)).toBe(60);
    expect(resendWait(sent, sent + 500)).toBe(60);
    expect(resendWait(sent, sent + 1000)).toBe(59);
    expect(resendWait(sent, sent + 59_001)).toBe(1);
    expect(resendWait(sent, sent + 60_000)).toBe(0);
    expect(resendWait(sent, sent + 600_000)).toBe(0);
  });
  it('no code sent: nothing to wait for, nothing valid', () => {
    expect(resendWait(0, sent)).toBe(0);
    expect(codeMayBeValid(0, sent)).toBe(false);
  });
  it('a code is asked for while it may still be valid (5 minutes)', () => {
    expect(codeMayBeValid(sent, sent + 299_000)).toBe(true);
    expect(codeMayBeValid(sent, sent + 300_000)).toBe(false);
  });
  it('shows m:ss', () => {
    expect(minutesSeconds(60)).toBe('1:00');
    expect(minutesSeconds(59)).toBe('0:59');
    expect(minutesSeconds(5)).toBe('0:05');
  });
});
