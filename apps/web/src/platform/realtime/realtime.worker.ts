// The real-time worker: the app's one `centrifuge` client, and the contract's check of every publication, off the
// page's main thread (see `WorkerHub`).
import { createCentrifugeHub } from './centrifuge-hub';
import { createHubHost } from './hub-host';
import type { PageMessage, WorkerMessage } from './hub-protocol';
import { parseEvent } from './parse-event';

// NOTE: the app's TypeScript library is the DOM's, which types `self` as a window; this is a dedicated worker.
const scope = self as unknown as {
  postMessage(message: WorkerMessage): void;
  onmessage: ((event: MessageEvent<PageMessage>) => void) | null;
};

const host = createHubHost({
  createHub: createCentrifugeHub,
  parseEvent,
  post: (message) => scope.postMessage(message),
});
scope.onmessage = (event) => host.handle(event.data);
