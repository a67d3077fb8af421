/** The most quick-stake buttons a player may keep (a site may offer fewer: `quick_stakes_count`). */
export const QUICK_STAKES_MAX = 8;
