import { describe, expect, it, vi } from 'vitest';
import { FarmingEditions } from './farming-editions';
import type { Running } from './farming-editions';
import type { LoyaltyStore, ProgrammeRow } from './loyalty-store';

const HOUR = 3_600_000;

function edition(id: number, endsAt: number): ProgrammeRow {
  return { id, endsAt: new Date(endsAt) } as ProgrammeRow;
}

function setup(joinedAtLoad: number[]) {
  let now = 0;
  let editions: Running = { hunting: edition(1, 2 * HOUR), tournament: edition(2, 5 * HOUR) };
  const load = vi.fn(() => Promise.resolve(editions));
  const joinedPlayers = vi.fn(() => Promise.resolve(new Set(joinedAtLoad)));
  const store = { joinedPlayers } as unknown as LoyaltyStore;
  const farming = new FarmingEditions(store, load, () => new Date(now));
  return {
    farming,
    load,
    joinedPlayers,
    at: (ms: number) => (now = ms),
    next: (running: Running) => (editions = running),
  };
}

describe('FarmingEditions', () => {
  it('reads the editions and who joined them once, until the first edition ends', async () => {
    const { farming, load, joinedPlayers, at, next } = setup([7]);
    expect((await farming.current()).joined(7)).toBe(true);
    expect((await farming.current()).joined(8)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(joinedPlayers).toHaveBeenCalledWith([1, 2]);
    next({ hunting: edition(3, 4 * HOUR), tournament: edition(2, 5 * HOUR) });
    at(2 * HOUR);
    expect((await farming.current()).running.hunting.id).toBe(3);
    expect(load).toHaveBeenCalledTimes(2);
    expect(joinedPlayers).toHaveBeenLastCalledWith([3, 2]);
  });

  it('counts a player who joins a held edition after it was read, and no one for another programme', async () => {
    const { farming } = setup([]);
    await farming.current();
    farming.noteJoined(2, 8);
    farming.noteJoined(99, 9);
    const { joined } = await farming.current();
    expect(joined(8)).toBe(true);
    expect(joined(9)).toBe(false);
  });

  it('reads again after forget (a tournament ended before its time)', async () => {
    const { farming, load } = setup([]);
    await farming.current();
    farming.forget();
    await farming.current();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
