import type { OddsAcceptMode, OddsType, Settings } from '@sportsbook/contract';
import { describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '@/platform/session/testing/player-fixtures';
import { createSettingsSync } from './settings-sync';
import type { CarriedSettings } from './visitor-choices';

function serverSettings(oddsType: OddsType, acceptMode: OddsAcceptMode): Settings {
  return { ...settingsFixture, activeOddsType: oddsType, auto_accept_odds_change: acceptMode };
}

/** A device with its preferences, a visitor's choices in memory and a server that answers what it was sent. */
function setUp({ player, choices = {} }: { player: boolean; choices?: CarriedSettings }) {
  const state = {
    oddsType: 'european' as OddsType,
    acceptMode: 'none' as OddsAcceptMode,
    player,
    choices: { ...choices },
  };
  const saved: CarriedSettings[] = [];
  let failNext = false;
  const onError = vi.fn();
  const sync = createSettingsSync({
    oddsType: () => state.oddsType,
    acceptMode: () => state.acceptMode,
    // The stores notify their subscribers, which call deviceChanged, as the real ones do.
    setOddsType: (type) => {
      if (type === state.oddsType) return;
      state.oddsType = type;
      sync.deviceChanged('odds_type');
    },
    setAcceptMode: (mode) => {
      if (mode === state.acceptMode) return;
      state.acceptMode = mode;
      sync.deviceChanged('auto_accept_odds_change');
    },
    isPlayer: () => state.player,
    visitorChoices: {
      read: () => state.choices,
      note: (choice) => Object.assign(state.choices, choice),
      clear: () => (state.choices = {}),
    },
    save: (change) => {
      saved.push(change);
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('network'));
      }
      return Promise.resolve(serverSettings(state.oddsType, state.acceptMode));
    },
    onSaved: () => {},
    onError,
  });
  const choose = (type: OddsType) => {
    state.oddsType = type;
    sync.deviceChanged('odds_type');
  };
  return { sync, state, saved, choose, onError, failOnce: () => (failNext = true) };
}

describe('settings that follow the player', () => {
  it("applies the account's odds type and accept mode at sign-in and saves nothing back", () => {
    const { sync, state, saved } = setUp({ player: true });
    sync.applyPlayerSettings(serverSettings('british', 'higher'));
    expect(state).toMatchObject({ oddsType: 'british', acceptMode: 'higher' });
    expect(saved).toEqual([]);
  });

  it("saves a player's new odds type with POST /settings, only the field that changed, once", () => {
    const { sync, saved, choose } = setUp({ player: true });
    sync.applyPlayerSettings(serverSettings('european', 'none'));
    choose('british');
    choose('british');
    expect(saved).toEqual([{ odds_type: 'british' }]);
  });

  it("keeps a visitor's choice on the device, sends nothing and notes it for the next sign-in", () => {
    const { state, saved, choose } = setUp({ player: false });
    choose('american');
    expect(saved).toEqual([]);
    expect(state.choices).toEqual({ odds_type: 'american' });
  });

  it("carries the visitor's choice into the account at sign-in and takes the rest from the account", () => {
    const { sync, state, saved, choose } = setUp({ player: false });
    choose('american');
    state.player = true;
    sync.applyPlayerSettings(serverSettings('british', 'any'));
    // The visitor chose american after the account last said british: the newer choice wins and is saved.
    expect(state).toMatchObject({ oddsType: 'american', acceptMode: 'any', choices: {} });
    expect(saved).toEqual([{ odds_type: 'american' }]);
  });

  it('without a visitor choice the next sign-in shows the odds type the account was saved with', () => {
    const { sync, state, choose } = setUp({ player: true });
    sync.applyPlayerSettings(serverSettings('european', 'none'));
    choose('british');
    // Sign-out keeps the device as it is; another device (or a cleared one) signs in to the account's value.
    state.player = false;
    state.oddsType = 'european';
    state.player = true;
    sync.applyPlayerSettings(serverSettings('british', 'none'));
    expect(state.oddsType).toBe('british');
  });

  it('sends the change again at the next choice when saving failed', async () => {
    const { sync, saved, choose, failOnce, onError } = setUp({ player: true });
    sync.applyPlayerSettings(serverSettings('european', 'none'));
    failOnce();
    choose('british');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    choose('hongkong');
    expect(saved).toEqual([{ odds_type: 'british' }, { odds_type: 'hongkong' }]);
  });
});
