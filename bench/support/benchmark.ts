/** One measured figure, with the budget an issue set for it (if any). */
export interface Figure {
  label: string;
  value: number;
  unit: string;
  /** The budget as the issue states it, e.g. `p99 < 50 ms`; the figure passes when `within` is true. */
  budget?: { text: string; within: boolean };
}

/** What a benchmark reports. */
export interface BenchmarkResult {
  name: string;
  /** How it was measured, in one sentence, so a reader can repeat it. */
  method: string;
  figures: Figure[];
  /** What a reader needs to interpret the figures (how the machine limited the run, say). */
  notes?: string;
}

/** The context every benchmark gets: where the sandbox under test answers. */
export interface BenchContext {
  sportsbookUrl: string;
  platformUrl: string;
}

/** A benchmark: a name and a function that measures. */
export interface Benchmark {
  name: string;
  /** Whether it measures the sandbox server (started once for all that do); false for self-contained ones. */
  usesSandbox: boolean;
  run(context: BenchContext): Promise<BenchmarkResult>;
}
