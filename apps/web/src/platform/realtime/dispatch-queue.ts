/** Runs work in arrival order, yielding the main thread between slices. */
export interface DispatchQueue {
  /** Runs `work` now when nothing is waiting, else after the work queued before it. */
  push(work: () => void): void;
}

/** How a dispatch queue slices its work. */
export interface DispatchQueueOptions {
  /** Work of one task, in ms, before the queue yields to rendering and input. */
  sliceMs?: number;
  /** Work that has waited this long (ms) runs without yielding: events must not fall ever further behind. */
  maxLagMs?: number;
  now?: () => number;
  /** Resumes the queue in a later task. */
  later?: (resume: () => void) => void;
  /** Told of work that threw (the queue goes on with the next). */
  onError?: (error: unknown) => void;
}

interface Queued {
  work: () => void;
  at: number;
}

/**
 * Creates a dispatch queue. NOTE: the hub sends a burst of publications (the feed's tick: every match that
 * changed) as one WebSocket message, which centrifuge decodes and hands over in one task; applied in that task
 * it was the live page's longest task. Sliced, frames and clicks get the main thread between slices; a quiet
 * stream (one event at a time, nothing waiting) still runs each event at once.
 */
export function createDispatchQueue({
  sliceMs = 8,
  maxLagMs = 300,
  now = () => performance.now(),
  later = (resume) => void setTimeout(resume, 0),
  onError = () => {},
}: DispatchQueueOptions = {}): DispatchQueue {
  let queue: Queued[] = [];
  let head = 0;
  let draining = false;

  function drain(): void {
    draining = true;
    const start = now();
    while (head < queue.length) {
      const item = queue[head]!;
      const at = now();
      if (at - start >= sliceMs && at - item.at < maxLagMs) {
        later(drain);
        return;
      }
      head += 1;
      try {
        item.work();
      } catch (error) {
        onError(error);
      }
    }
    queue = [];
    head = 0;
    draining = false;
  }

  return {
    push(work) {
      queue.push({ work, at: now() });
      if (!draining) drain();
    },
  };
}
