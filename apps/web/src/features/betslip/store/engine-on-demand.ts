import { whenIdle } from '@/platform/after-paint/when-idle';
import { onDemand } from '@/ui/load-on-demand';

/**
 * The betting engine's reducers, fetched once the page has hydrated (on idle) or on the first change of the slip
 * or the quick bet, whichever comes first: they are about 10 kB of gzip the first paint does not need (issue 25,
 * docs/decisions/0037).
 */
export const engineCode = onDemand(() => import('./engine-reducers'));

type Engine = Awaited<ReturnType<typeof engineCode.load>>;

// NOTE: one queue for both stores, so that a tap on the quick-bet switch and a pick made before the engine
// arrived apply in the order they were made.
const waiting: Array<(engine: Engine) => void> = [];
let applying = false;

function drain(engine: Engine): void {
  while (waiting.length > 0) {
    const change = waiting.shift()!;
    applying = true;
    try {
      change(engine);
    } finally {
      applying = false;
    }
  }
}

/** The engine, with every change asked for before it arrived applied first. */
export async function engineReady(): Promise<Engine> {
  const engine = await engineCode.load();
  drain(engine);
  return engine;
}

/**
 * Runs `change` with the engine: at once when it is there and nothing waits, else once it has arrived, after
 * the changes asked for before it. A failed fetch keeps the changes and is tried again on the next one.
 */
export function withEngine(change: (engine: Engine) => void): void {
  const engine = engineCode.current();
  // NOTE: a change asked for while one is applied (a tap's routing dispatches, a listener dispatches) is part of
  // it and runs at once, as it would with the engine there from the start.
  if (engine && (waiting.length === 0 || applying)) return change(engine);
  waiting.push(change);
  engineReady().catch(() => {});
}

/** Fetches the engine when the browser is next idle (at the latest after 3 s); returns a cancel. */
export function loadEngineWhenIdle(): () => void {
  return whenIdle(() => void engineReady().catch(() => {}));
}
