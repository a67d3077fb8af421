import { FakeHub } from './fake-hub';
import { createHubHost } from './hub-host';
import type { PageMessage, WorkerMessage } from './hub-protocol';
import { parseEvent } from './parse-event';
import type { HubPort } from './worker-hub';

/**
 * The real-time worker in-process for unit tests: the worker's own `createHubHost` around a `FakeHub`. Messages
 * are copied with `structuredClone` and delivered in a later task, as between a page and its worker.
 */
export class FakeRealtimeWorker implements HubPort {
  /** The fake `centrifuge` client of the worker, once the page has sent `init`. */
  hub: FakeHub | null = null;
  /** The URL the page gave the worker's client. */
  url: string | null = null;
  /** What the worker posted to the page. */
  readonly posted: WorkerMessage[] = [];
  readonly #listeners: Array<(event: { data: WorkerMessage }) => void> = [];
  readonly #errorListeners: Array<(event: { message?: string }) => void> = [];
  readonly #host = createHubHost({
    createHub: (url, getToken) => {
      this.url = url;
      this.hub = new FakeHub(getToken);
      return this.hub;
    },
    parseEvent,
    post: (message) => {
      const copy = structuredClone(message);
      this.posted.push(copy);
      setTimeout(() => {
        for (const listener of this.#listeners) listener({ data: copy });
      }, 0);
    },
  });

  postMessage(message: PageMessage): void {
    const copy = structuredClone(message);
    setTimeout(() => this.#host.handle(copy), 0);
  }

  addEventListener(type: 'message', listener: (event: { data: WorkerMessage }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  addEventListener(type: 'message' | 'error', listener: (event: never) => void): void {
    if (type === 'error') this.#errorListeners.push(listener as (event: { message?: string }) => void);
    else this.#listeners.push(listener as (event: { data: WorkerMessage }) => void);
  }

  /** Fails as a worker whose script does not load. */
  fail(message: string): void {
    for (const listener of this.#errorListeners) listener({ message });
  }
}

/** Lets the messages in flight between the page and a fake worker arrive (and the ones they cause). */
export async function settle(rounds = 4): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
