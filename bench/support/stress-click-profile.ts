// `npx tsx bench/support/stress-click-profile.ts [clicks]` (under `flock /tmp/heavy.lock`): profiles taps on an
// odds button of our live page under the stress stream (300 live matches, 1,000 updates/s, 4× CPU slowdown), to
// find what a tap waits for when click-to-paint misses its budget. Uses the web app's current production build.
// Clicks the same button once a second, records a Chrome trace and a CPU profile (written to
// /tmp/live-odds-clicks.*), and prints, over the tasks that dispatched the pointer and click events only: their
// lengths, the trace events inside them by name, and the functions sampled inside them by self time; then the
// slowest taps one by one (Event Timing: input delay, processing, presentation) with what the main thread ran in
// their input and presentation delays.
import { writeFileSync } from 'node:fs';
import { buttonCentre } from './stress-measure';
import { onStressLivePage } from './stress-live-page';
import {
  breakDownTaps,
  clockOffset,
  keepTapEntries,
  markClock,
  readTapEntries,
} from './stress-tap-breakdown';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { type?: string; message?: string } };
}
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const clicks = Number(process.argv[2] ?? 16);
/** How many of the slowest taps are broken down one by one. */
const SLOWEST = 4;
const tapEvents = new Set(['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const add = (totals: Map<string, number>, key: string, value: number) =>
  totals.set(key, (totals.get(key) ?? 0) + value);
const top = (totals: Map<string, number>, count: number) =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);

await onStressLivePage(async (page, control, browser) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await control.start(300, 1000, clicks * 1000 + 10_000);
  await sleep(3_000);
  const target = await buttonCentre(page, null);
  if (!target) throw new Error('No enabled odds button in the viewport to click');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await keepTapEntries(page);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  const pageAt = await markClock(page);
  for (let index = 0; index < clicks; index++) {
    await sleep(1_000);
    const at = await buttonCentre(page, target.key);
    if (at) await page.mouse.click(at.x, at.y);
  }
  await sleep(1_000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const entries = await readTapEntries(page);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await control.stop(300);
  writeFileSync('/tmp/live-odds-clicks.trace.json', JSON.stringify(trace));
  writeFileSync('/tmp/live-odds-clicks.cpuprofile', JSON.stringify(profile));

  // The renderer's main thread (the most RunTask time), and its tasks that dispatched a tap's events.
  const runTime = new Map<string, number>();
  for (const event of trace.traceEvents)
    if (event.name === 'RunTask' && event.dur) add(runTime, `${event.pid}:${event.tid}`, event.dur);
  const mainThread = top(runTime, 1)[0]?.[0];
  const main = trace.traceEvents.filter((event) => `${event.pid}:${event.tid}` === mainThread && event.dur);
  const tasks = main.filter((event) => event.name === 'RunTask');
  const tapTasks = tasks.filter((task) =>
    main.some(
      (event) =>
        event.name === 'EventDispatch' &&
        tapEvents.has(event.args?.data?.type ?? '') &&
        event.ts >= task.ts &&
        event.ts < task.ts + task.dur!,
    ),
  );
  const inTap = (ts: number) => tapTasks.some((task) => ts >= task.ts && ts < task.ts + task.dur!);

  const byName = new Map<string, number>();
  for (const event of main)
    if (event.name !== 'RunTask' && inTap(event.ts)) add(byName, event.name, event.dur! / 1000);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index]!;
    if (!inTap(at)) return;
    const frame = nodes.get(id)!;
    const where = `${frame.url.split('/').pop()}:${frame.lineNumber}`;
    add(self, `${frame.functionName || '(anonymous)'} ${where}`, profile.timeDeltas[index]! / 1000);
  });
  const lengths = tapTasks.map((task) => Math.round(task.dur! / 1000)).sort((a, b) => a - b);
  const print = (title: string, rows: [string, number][]) =>
    process.stdout.write(
      `\n${title}\n${rows.map(([k, v]) => `${v.toFixed(1).padStart(8)}  ${k}`).join('\n')}\n`,
    );
  process.stdout.write(`Tap tasks: ${tapTasks.length} for ${clicks} clicks, ms: ${lengths.join(' ')}\n`);
  print('Trace events inside tap tasks (ms, nested events counted in each)', top(byName, 25));
  print('Functions sampled inside tap tasks, by self time (ms)', top(self, 40));
  const slowest = breakDownTaps(entries, main, clockOffset(trace.traceEvents, pageAt)).slice(0, SLOWEST);
  for (const tap of slowest) {
    process.stdout.write(
      `\nTap ${tap.durationMs.toFixed(0)} ms: input delay ${tap.inputDelayMs.toFixed(1)}, processing ` +
        `${tap.processingMs.toFixed(1)}, presentation ${tap.presentationMs.toFixed(1)}\n`,
    );
    print('  in its input delay (ms)', tap.duringInputDelay);
    print('  in its presentation delay (ms)', tap.duringPresentation);
  }
});
