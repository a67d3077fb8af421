import { cpus, totalmem } from 'node:os';

/** One line naming the machine a run measured, for BENCHMARKS.md. */
export function describeMachine(): string {
  const cpu = cpus();
  const model = cpu[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(totalmem() / 2 ** 30);
  return `${cpu.length} × ${model}, ${memory} GiB RAM, Node ${process.version}, ${process.platform}`;
}
