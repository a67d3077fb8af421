import type { Market } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { sampleMarket } from '@/testing/market-fixtures';
import { FakeRealtimeWorker, settle } from './fake-worker';
import { WorkerHub } from './worker-hub';

function marketsChanged(...markets: Market[]) {
  return { event_name: 'markets_changed', message: { match: { id: 7, urn_id: 'sr:match:7' }, markets } };
}

const totals = (odds: number[]): Market => ({ ...sampleMarket(odds), id: 18, specifier: 'total=2.5' });
const fullMarkets = () => marketsChanged(sampleMarket([2.5, 3.2, 2.9]), totals([1.8, 2]));

async function subscribed() {
  const worker = new FakeRealtimeWorker();
  const hub = new WorkerHub(worker, 'ws://sb.test/connection/websocket', async () => 'token');
  const received: unknown[] = [];
  const subscription = hub.newSubscription('public:en.updates');
  subscription.on('publication', ({ data }) => received.push(data));
  subscription.subscribe();
  await settle();
  const inWorker = worker.hub!.subscriptions.get('public:en.updates')!;
  inWorker.confirm();
  inWorker.publish(fullMarkets());
  await settle();
  received.length = 0;
  return { worker, subscription, inWorker, received };
}

describe('the worker holds back market lines it already sent', () => {
  it('hands over a repeat of full markets with only the line that moved, and none when nothing did', async () => {
    const { inWorker, received } = await subscribed();
    inWorker.publish(fullMarkets());
    inWorker.publish(marketsChanged(sampleMarket([2.5, 3.2, 2.9]), totals([1.75, 2.05])));
    await settle();
    expect(received).toEqual([{ event: marketsChanged(totals([1.75, 2.05])) }]);
  });

  it('hands over a suspended line whose odds did not move', async () => {
    const { inWorker, received } = await subscribed();
    inWorker.publish(marketsChanged(sampleMarket([2.5, 3.2, 2.9], -1), totals([1.8, 2])));
    await settle();
    expect(received).toEqual([{ event: marketsChanged(sampleMarket([2.5, 3.2, 2.9], -1)) }]);
  });

  it('sends every line again after a resubscribe, recovered or not', async () => {
    for (const recovered of [false, true]) {
      const { inWorker, received } = await subscribed();
      inWorker.confirm({ wasRecovering: true, recovered });
      inWorker.publish(fullMarkets());
      await settle();
      expect(received).toEqual([{ event: fullMarkets() }]);
    }
  });

  it('sends every line again after the page unsubscribes and subscribes again', async () => {
    const { subscription, inWorker, received } = await subscribed();
    subscription.unsubscribe();
    subscription.subscribe();
    await settle();
    inWorker.publish(fullMarkets());
    await settle();
    expect(received).toEqual([{ event: fullMarkets() }]);
  });
});
