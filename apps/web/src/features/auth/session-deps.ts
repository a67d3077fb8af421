import type { LoadSessionDeps } from '@/platform/session';
import { setOddsType } from '@/features/odds';

/** How loading the player applies its settings here: the odds type of the settings (SPEC §4 Authentication). */
export const sessionDeps: LoadSessionDeps = {
  applySettings(settings) {
    setOddsType(settings.activeOddsType);
  },
};
