import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RealtimeProvider, createRealtimeClient } from '@/platform/realtime';
import { FakeHub } from '@/platform/realtime/fake-hub';
import { parseEvent } from '@/platform/realtime/parse-event';
import { dispatchSession } from '@/platform/session';
import { accountsFixture, profileFixture } from '@/platform/session/testing/player-fixtures';
import { renderInApp } from './render-in-app';

/** The private channel of the test player (`profileFixture`, id 7) in English. */
export const PLAYER_CHANNEL = '$private:en.platform_user.7';

/** A realtime client over a fake hub; `hub()` is the hub once the client has made it (tests). */
export function testRealtimeClient() {
  let hub: FakeHub | undefined;
  const client = createRealtimeClient({
    createHub: (getToken) => (hub = new FakeHub(getToken)),
    parseEvent,
    fetchToken: async () => 'token',
    reportError: () => {},
  });
  return {
    client,
    hub: () => {
      if (!hub) throw new Error('the realtime client has not connected yet');
      return hub;
    },
  };
}

/** Signs the test player in: a bearer, their profile and their accounts (EUR, BTC, a closed USD). */
export function signInTestPlayer(profile = profileFixture) {
  act(() => {
    dispatchSession({ type: 'bearer', bearer: 'b' });
    dispatchSession({ type: 'player-loaded', profile, compPoints: 0, statusGroups: [] });
    dispatchSession({ type: 'accounts', accounts: accountsFixture });
  });
}

/**
 * Renders `ui` in the app's providers with a realtime client over a fake hub; `publish` delivers a message on
 * a channel the component subscribed to (the player's own by default).
 */
export function renderWithRealtime(ui: ReactNode) {
  const realtime = testRealtimeClient();
  const rendered = renderInApp(<RealtimeProvider client={realtime.client}>{ui}</RealtimeProvider>);
  const publish = (data: unknown, channel = PLAYER_CHANNEL) =>
    act(() => {
      const subscription = realtime.hub().subscriptions.get(channel);
      if (!subscription) throw new Error(`nothing subscribed to ${channel}`);
      subscription.publish(data);
    });
  return { ...rendered, hub: realtime.hub, publish };
}

/** Signs the test player in, then renders `ui` as `renderWithRealtime` does. */
export function renderAsPlayerWithRealtime(ui: ReactNode) {
  signInTestPlayer();
  return renderWithRealtime(ui);
}
