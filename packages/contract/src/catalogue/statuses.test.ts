import { describe, expect, it } from 'vitest';
import { MatchStatus, isBettableStatus } from './match-status';
import type { ProviderStatusCode } from './provider-status';
import {
  isStatusAllowed,
  isStatusNotAllowed,
  isStatusSuspended,
  providerStatusValues,
} from './provider-status';

const providerStatuses = Object.values(providerStatusValues) as ProviderStatusCode[];

describe('provider and market status values', () => {
  it('numbers allowed 1, suspended -1, and 0, -2, -3, -4 not allowed', () => {
    expect(providerStatuses.filter(isStatusAllowed)).toEqual([1]);
    expect(providerStatuses.filter(isStatusSuspended)).toEqual([-1]);
    expect(providerStatuses.filter(isStatusNotAllowed)).toEqual([0, -2, -3, -4]);
  });

  it('gives every status exactly one of allowed, suspended and not allowed', () => {
    for (const status of providerStatuses) {
      const meanings = [isStatusAllowed, isStatusSuspended, isStatusNotAllowed].filter((is) => is(status));
      expect(meanings).toHaveLength(1);
    }
  });
});

describe('bettable match statuses', () => {
  it('calls only prematch and live events bettable', () => {
    const statuses = Object.values(MatchStatus);
    expect(statuses.filter(isBettableStatus)).toEqual([MatchStatus.prematch, MatchStatus.live]);
  });
});
