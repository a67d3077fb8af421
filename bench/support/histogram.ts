/** Latency histogram in whole milliseconds (the last bucket holds everything slower). */
export class Histogram {
  readonly buckets = new Uint32Array(10_001);
  count = 0;

  add(ms: number): void {
    this.buckets[Math.min(this.buckets.length - 1, Math.max(0, Math.round(ms)))]! += 1;
    this.count += 1;
  }

  /** Adds another histogram's counts (one from another process, say). */
  merge(buckets: ArrayLike<number>): void {
    for (let ms = 0; ms < this.buckets.length; ms += 1) {
      const n = buckets[ms] ?? 0;
      this.buckets[ms]! += n;
      this.count += n;
    }
  }

  percentile(p: number): number {
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let ms = 0; ms < this.buckets.length; ms += 1) {
      seen += this.buckets[ms]!;
      if (seen >= rank) return ms;
    }
    return this.buckets.length - 1;
  }
}
