// `npx tsx bench/support/stress-profile.ts [seconds]` (under `flock /tmp/heavy.lock`): profiles our live page under
// the stress stream, to find where the time goes when the stress benchmark misses a budget. Uses the web app's
// current production build (build it first: `npm run bench stress` does). Writes a Chrome trace and a CPU profile
// (open either in DevTools' Performance panel) and a screenshot of the board mid-stream to
// /tmp/live-odds-stress.*, and prints the main thread's biggest costs: trace events by name, what the long tasks
// held, how far up each layout started (its roots) and how many layout objects it took in, functions by self
// time, and what forced style and layout.
import { writeFileSync } from 'node:fs';
import { onStressLivePage } from './stress-live-page';
import { layoutInvalidations, summariseLayouts, summariseLongTasks } from './stress-trace-summary';
import type { MainSlice } from './stress-trace-summary';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  ts: number;
  args?: MainSlice['args'] & {
    data?: Record<string, unknown>;
    beginData?: { stackTrace?: { functionName: string; url: string }[] };
  };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const seconds = Number(process.argv[2] ?? 8);
const top = <K>(totals: Map<K, number>, count: number) =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
const add = <K>(totals: Map<K, number>, key: K, value: number) =>
  totals.set(key, (totals.get(key) ?? 0) + value);

await onStressLivePage(async (page, control, browser) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await control.start(300, 1000, (seconds + 5) * 1000);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      // What dirtied layout, each invalidation with its node and reason: `STRESS_INVALIDATIONS=1`. NOTE: off by
      // default, since tracking every invalidation slows the page several times over (long tasks of 500-900 ms).
      ...(process.env.STRESS_INVALIDATIONS
        ? ['disabled-by-default-devtools.timeline.invalidationTracking']
        : []),
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // A look at the board mid-stream: flashing odds, tint and arrows.
  await page.screenshot({ path: '/tmp/live-odds-stress.png' });
  await control.stop(300);
  writeFileSync('/tmp/live-odds-stress.trace.json', JSON.stringify(trace));
  writeFileSync('/tmp/live-odds-stress.cpuprofile', JSON.stringify(profile));

  // The renderer's main thread: the thread with the most RunTask time.
  const byThread = new Map<string, number>();
  for (const event of trace.traceEvents)
    if (event.name === 'RunTask' && event.dur) add(byThread, `${event.pid}:${event.tid}`, event.dur);
  const [mainThread] = top(byThread, 1)[0] ?? [''];
  const byName = new Map<string, number>();
  const forced = new Map<string, number>();
  for (const event of trace.traceEvents) {
    if (`${event.pid}:${event.tid}` !== mainThread || event.ph !== 'X' || !event.dur) continue;
    add(byName, event.name, event.dur / 1000);
    const stack = event.args?.beginData?.stackTrace;
    if ((event.name === 'Layout' || event.name === 'UpdateLayoutTree') && stack?.[0]) {
      add(
        forced,
        `${event.name} ← ${stack[0].functionName} ${stack[0].url.split('/').pop()}`,
        event.dur / 1000,
      );
    }
  }
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame;
    add(
      self,
      `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`,
      profile.timeDeltas[index]! / 1000,
    );
  });
  const print = (title: string, rows: [string, number][]) =>
    process.stdout.write(
      `\n${title} (ms over ${seconds} s)\n${rows.map(([k, v]) => `${v.toFixed(0).padStart(7)}  ${k}`).join('\n')}\n`,
    );
  print('Main thread trace events', top(byName, 25));
  const main = trace.traceEvents.filter(
    (event): event is TraceEvent & { dur: number } =>
      `${event.pid}:${event.tid}` === mainThread && event.ph === 'X' && !!event.dur,
  );
  const long = summariseLongTasks(main);
  process.stdout.write(
    `\nLong tasks (≥ 50 ms): ${long.count}, ms: ${long.lengthsMs.map((ms) => ms.toFixed(0)).join(' ')}\n`,
  );
  print('Inside the long tasks (nested names overlap)', long.inside);
  process.stdout.write(`\nLayouts: ${JSON.stringify(summariseLayouts(main))}\n`);
  print('Layout invalidations by node and reason (count)', layoutInvalidations(trace.traceEvents, 20));
  print('Forced style and layout (JS on the stack)', top(forced, 15));
  print('Functions by self time', top(self, 40));
});
