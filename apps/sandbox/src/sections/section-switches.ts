import { z } from 'zod';

/**
 * The operator's section switches (SPEC §3 Settings: `video_settings.enabled`, `isHorseRacingEnabled`,
 * `isLotteryEnabled`): a switched-off section disappears from the web app. All on unless the control API says
 * otherwise.
 */
export const SectionSwitchValues = z.strictObject({
  video: z.boolean(),
  horse_racing: z.boolean(),
  lottery: z.boolean(),
});
export type SectionSwitchValues = z.infer<typeof SectionSwitchValues>;

/** A change through the control API: any of the switches, the rest unchanged. */
export const SectionSwitchPatch = SectionSwitchValues.partial();
export type SectionSwitchPatch = z.infer<typeof SectionSwitchPatch>;

const ALL_ON: SectionSwitchValues = { video: true, horse_racing: true, lottery: true };

/** The switches of the running sandbox, kept in memory (a restart turns every section on again). */
export class SectionSwitches {
  #values: SectionSwitchValues = ALL_ON;

  get(): SectionSwitchValues {
    return this.#values;
  }

  patch(patch: SectionSwitchPatch): SectionSwitchValues {
    this.#values = { ...this.#values, ...patch };
    return this.#values;
  }

  reset(): void {
    this.#values = ALL_ON;
  }
}
