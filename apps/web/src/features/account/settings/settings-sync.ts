import type { OddsAcceptMode, OddsType, Settings } from '@sportsbook/contract';
import type { CarriedSettings } from './visitor-choices';

type Field = keyof CarriedSettings;

/** What the settings sync reads and writes: the device's preferences, the visitor's choices, the server. */
export interface SettingsSyncDeps {
  oddsType(): OddsType;
  setOddsType(type: OddsType): void;
  acceptMode(): OddsAcceptMode;
  setAcceptMode(mode: OddsAcceptMode): void;
  /** Whether a player is signed in right now. */
  isPlayer(): boolean;
  visitorChoices: {
    read(): CarriedSettings;
    note(choice: CarriedSettings): void;
    clear(): void;
  };
  /** `POST /settings` with the changed fields only; answers the player's settings. */
  save(change: CarriedSettings): Promise<Settings>;
  onSaved(settings: Settings): void;
  onError(error: unknown): void;
}

/** The settings sync of the page (see `createSettingsSync`). */
export interface SettingsSync {
  /** At sign-in: applies the player's settings, except what the visitor chose before, which is saved instead. */
  applyPlayerSettings(settings: Settings): void;
  /** The device's value of `field` changed (the player or visitor chose it). */
  deviceChanged(field: Field): void;
}

/**
 * Makes the odds type and the odds-change acceptance follow the player (SPEC §3 Settings, §4 Authentication):
 * a player's choice is saved with `POST /settings`, the account's values apply at sign-in, and a visitor's
 * choices stay on the device and are carried into the account at the next sign-in (decision 0027).
 */
export function createSettingsSync(deps: SettingsSyncDeps): SettingsSync {
  // NOTE: the values the server holds for the signed-in player; null until their settings were applied.
  let server: Required<CarriedSettings> | null = null;
  let applying = false;

  function device(): Required<CarriedSettings> {
    return { odds_type: deps.oddsType(), auto_accept_odds_change: deps.acceptMode() };
  }

  function pushDifferences(): void {
    if (!server || !deps.isPlayer()) return;
    const before = server;
    const now = device();
    const change: CarriedSettings = {
      ...(now.odds_type !== before.odds_type ? { odds_type: now.odds_type } : {}),
      ...(now.auto_accept_odds_change !== before.auto_accept_odds_change
        ? { auto_accept_odds_change: now.auto_accept_odds_change }
        : {}),
    };
    if (Object.keys(change).length === 0) return;
    server = now;
    deps.visitorChoices.clear();
    deps.save(change).then(deps.onSaved, (error: unknown) => {
      // The device keeps the choice; the next change sends the difference again.
      if (server === now) server = before;
      deps.onError(error);
    });
  }

  return {
    applyPlayerSettings(settings) {
      const carried = deps.visitorChoices.read();
      server = {
        odds_type: settings.activeOddsType,
        auto_accept_odds_change: settings.auto_accept_odds_change,
      };
      applying = true;
      try {
        deps.setOddsType(carried.odds_type ?? server.odds_type);
        deps.setAcceptMode(carried.auto_accept_odds_change ?? server.auto_accept_odds_change);
      } finally {
        applying = false;
      }
      pushDifferences();
    },
    deviceChanged(field) {
      if (applying) return;
      if (deps.isPlayer()) {
        pushDifferences();
        return;
      }
      server = null;
      const now = device();
      deps.visitorChoices.note(
        field === 'odds_type'
          ? { odds_type: now.odds_type }
          : { auto_accept_odds_change: now.auto_accept_odds_change },
      );
    },
  };
}
