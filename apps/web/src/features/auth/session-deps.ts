import type { LoadSessionDeps } from '@/platform/session';
import { playerSettingsSync } from '@/features/account';

/**
 * How loading the player applies its settings here (SPEC §4 Authentication): the account's odds type and
 * odds-change acceptance, or what the visitor chose before signing in (decision 0027).
 */
export const sessionDeps: LoadSessionDeps = {
  applySettings(settings) {
    playerSettingsSync.applyPlayerSettings(settings);
  },
};
