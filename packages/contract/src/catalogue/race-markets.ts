/**
 * The market ids of a race (ours): Win and Place take a runner's saddle-cloth number as their outcome id, the
 * straight forecast first × 100 + second (a reverse forecast is the two straight forecasts).
 */
export const raceMarketIds = { win: 501, place: 502, forecast: 503 } as const;
