import { beforeEach, describe, expect, it } from 'vitest';
import {
  VISITOR_CHOICES_STORAGE_KEY,
  clearVisitorChoices,
  noteVisitorChoice,
  readVisitorChoices,
} from './visitor-choices';

describe("a visitor's choices on the device", () => {
  beforeEach(() => localStorage.clear());

  it('adds each choice to those noted before', () => {
    noteVisitorChoice(localStorage, { odds_type: 'british' });
    noteVisitorChoice(localStorage, { auto_accept_odds_change: 'higher' });
    expect(readVisitorChoices(localStorage)).toEqual({
      odds_type: 'british',
      auto_accept_odds_change: 'higher',
    });
  });

  it('reads nothing from a value it does not know or a broken entry', () => {
    localStorage.setItem(VISITOR_CHOICES_STORAGE_KEY, JSON.stringify({ odds_type: 'roman', x: 1 }));
    expect(readVisitorChoices(localStorage)).toEqual({});
    localStorage.setItem(VISITOR_CHOICES_STORAGE_KEY, '{broken');
    expect(readVisitorChoices(localStorage)).toEqual({});
  });

  it('forgets them once they are in the account', () => {
    noteVisitorChoice(localStorage, { odds_type: 'american' });
    clearVisitorChoices(localStorage);
    expect(readVisitorChoices(localStorage)).toEqual({});
  });
});
