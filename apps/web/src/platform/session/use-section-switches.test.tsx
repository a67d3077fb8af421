import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '../config/runtime-config-provider';
import { playerSettingsQueryKey } from './settings-query';
import { dispatchSession, resetSessionForTests } from './session-store';
import { settingsFixture } from './testing/player-fixtures';
import { useSectionSwitches } from './use-section-switches';

function wrapperWith(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <RuntimeConfigProvider
        value={{
          sportsbookApiUrl: 'http://sb.test',
          platformApiUrl: 'http://pf.test',
          realtimeUrl: '',
          siteId: 't',
        }}
      >
        <NextIntlClientProvider locale="en" messages={{}}>
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </NextIntlClientProvider>
      </RuntimeConfigProvider>
    );
  };
}

afterEach(() => {
  act(() => resetSessionForTests());
});

describe('useSectionSwitches', () => {
  it('reads the switches of the settings the page was rendered with, the same object while they hold', () => {
    const client = new QueryClient();
    client.setQueryData(playerSettingsQueryKey(null), {
      ...settingsFixture,
      video_settings: { enabled: false },
      isHorseRacingEnabled: false,
      isLotteryEnabled: true,
    });
    const { result, rerender } = renderHook(() => useSectionSwitches(), { wrapper: wrapperWith(client) });
    expect(result.current).toEqual({ video: false, horseRacing: false, lottery: true });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('keeps every section on while no settings are known', () => {
    const { result } = renderHook(() => useSectionSwitches(), { wrapper: wrapperWith(new QueryClient()) });
    expect(result.current).toEqual({ video: true, horseRacing: true, lottery: true });
  });

  it("does not render again when a visitor's session settles: the switches are the rendered ones", () => {
    const client = new QueryClient();
    client.setQueryData(playerSettingsQueryKey(null), settingsFixture);
    let renders = 0;
    renderHook(
      () => {
        renders += 1;
        return useSectionSwitches();
      },
      { wrapper: wrapperWith(client) },
    );
    act(() => dispatchSession({ type: 'pending' }));
    act(() => dispatchSession({ type: 'not-logged-in' }));
    expect(renders).toBe(1);
  });
});
