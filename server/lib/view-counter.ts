/**
 * Counts page views in memory and writes them in one statement every few seconds, so a popular
 * product page costs no write per read. Views not yet written are added to what a page shows
 * (pending()), so this instance never shows a stale count; close() writes what is left.
 * A failed write keeps its counts for the next try.
 */
export class ViewCounter {
  private counts = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (entries: [id: number, views: number][]) => Promise<void>,
    intervalMs = 3000,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  add(id: number): void {
    this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
  }

  pending(id: number): number {
    return this.counts.get(id) ?? 0;
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.counts.size === 0) return;
      const batch = this.counts;
      this.counts = new Map();
      try {
        await this.write([...batch]);
      } catch {
        for (const [id, n] of batch) this.counts.set(id, (this.counts.get(id) ?? 0) + n);
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
