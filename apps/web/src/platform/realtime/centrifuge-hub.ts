import { Centrifuge } from 'centrifuge';
import type { HubClient } from './hub';
import { REALTIME_CLIENT_OPTIONS } from './realtime-options';

/** The `centrifuge` client for the hub at `url`, with the timing of SPEC §9. */
export function createCentrifugeHub(url: string, getToken: () => Promise<string>): HubClient {
  return new Centrifuge(url, { ...REALTIME_CLIENT_OPTIONS, getToken });
}
