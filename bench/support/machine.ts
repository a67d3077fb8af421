import { cpus, loadavg, totalmem } from 'node:os';

/**
 * One line naming the machine a run measured, for BENCHMARKS.md, with the load average when the run began: on a
 * shared machine the same code measures very differently when other work competes for the cores.
 */
export function describeMachine(): string {
  const cpu = cpus();
  const model = cpu[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(totalmem() / 2 ** 30);
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  return `${cpu.length} × ${model}, ${memory} GiB RAM, Node ${process.version}, ${process.platform}; load average at start ${load}`;
}
