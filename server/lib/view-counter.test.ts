import { describe, expect, it } from 'vitest';
import { ViewCounter } from './view-counter';

describe('ViewCounter', () => {
  it('batches views into one write and reports the pending ones meanwhile', async () => {
    const writes: [number, number][][] = [];
    const counter = new ViewCounter(async (e) => void writes.push(e), 60_000);
    counter.add(1);
    counter.add(1);
    counter.add(2);
    expect(counter.pending(1)).toBe(2);
    await counter.flush();
    expect(writes).toEqual([[[1, 2], [2, 1]]]);
    expect(counter.pending(1)).toBe(0);
    await counter.close();
  });

  it('keeps the counts of a failed write for the next one', async () => {
    let fail = true;
    const writes: [number, number][][] = [];
    const counter = new ViewCounter(async (e) => {
      if (fail) throw new Error('db down');
      writes.push(e);
    }, 60_000);
    counter.add(7);
    await counter.flush();
    expect(counter.pending(7)).toBe(1);
    fail = false;
    counter.add(7);
    await counter.close();
    expect(writes).toEqual([[[7, 2]]]);
  });
});
