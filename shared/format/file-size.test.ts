import { describe, expect, it } from 'vitest';
import { fileSizeParts } from './file-size';

describe('fileSizeParts', () => {
  it('picks bytes, kilobytes or megabytes (1024 to a unit), one decimal below ten, with the reader’s decimal mark', () => {
    expect(fileSizeParts(812)).toEqual({ unit: 'bytes', n: '812' });
    expect(fileSizeParts(2048)).toEqual({ unit: 'kilobytes', n: '2' });
    expect(fileSizeParts(1536)).toEqual({ unit: 'kilobytes', n: '1,5' });
    expect(fileSizeParts(98_765)).toEqual({ unit: 'kilobytes', n: '96' });
    expect(fileSizeParts(1_258_291)).toEqual({ unit: 'megabytes', n: '1,2' });
    expect(fileSizeParts(1_258_291, '.')).toEqual({ unit: 'megabytes', n: '1.2' });
    expect(fileSizeParts(12 * 1024 * 1024)).toEqual({ unit: 'megabytes', n: '12' });
    expect(fileSizeParts(0)).toEqual({ unit: 'bytes', n: '0' });
  });
});
