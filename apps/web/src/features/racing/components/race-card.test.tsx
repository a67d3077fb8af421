import type { Market, Match, RaceDetails, Runner } from '@sportsbook/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '@/platform/site/site-provider';
import { renderInApp, testMatch, testSite } from '@/testing/render-in-app';
import de from '../../../../messages/de.json';
import { RaceCard } from './race-card';

function runner(number: number, name: string, nonRunner = false): Runner {
  return {
    number,
    name,
    jockey: 'R. Moore',
    trainer: 'A. O’Brien',
    age: 4,
    weight_kg: 57,
    form: '1-2-3',
    draw: number,
    silk: { body: '#ffffff', sleeves: '#000000', cap: '#ff0000', pattern: 'hoops' },
    non_runner: nonRunner,
  };
}

function market(id: number, name: string, odds: [number, number, number]): Market {
  return {
    match_urn_id: 'sr:stage:50',
    id,
    name,
    status: 1,
    specifier: '',
    outcomes: odds.map((value, index) => ({
      id: index + 1,
      name: `${index + 1}`,
      active: true,
      odds: value,
    })),
    market_groups: [{ groupKey: 'main' }],
    priority: id,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'racing',
  };
}

function race(overrides: Partial<RaceDetails> = {}, status: Match['status'] = 0) {
  const details: RaceDetails = {
    track: 'Ascot',
    distance_m: 1609,
    going: 'good',
    race_class: 2,
    kind: 'flat',
    runners: [runner(1, 'Quiet Flame'), runner(2, 'Wild Charm'), runner(3, 'Secret Falcon', true)],
    each_way: { places: 2, fraction: '1/4' },
    result: null,
    ...overrides,
  };
  return {
    ...testMatch(50, 'Ascot', 'Coral Maiden Stakes', { type: 'race', status }),
    main_market: market(501, 'Win', [2.5, 3.75, 9]),
    secondary_market: market(502, 'Place', [1.4, 1.8, 3]),
    race: details,
  };
}

describe('RaceCard', () => {
  it('prices each runner to win and to place, and none for a non-runner', () => {
    renderInApp(<RaceCard match={race()} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1 Win2.50', '1 Place1.40']);
    expect(within(rows[1]!).getAllByRole('button')).toHaveLength(2);
    expect(within(rows[2]!).queryAllByRole('button')).toHaveLength(0);
    expect(within(rows[2]!).getByText('NR')).toBeTruthy();
    expect(screen.getByText(/1,609 m · good · Class 2 · Flat/)).toBeTruthy();
  });

  it('says the going in the page’s language, whatever its words', () => {
    // A race already run needs no slip or clock: the card alone, in German.
    render(
      <NextIntlClientProvider locale="de" messages={de} timeZone="UTC">
        <SiteProvider config={testSite.config} featureFlags={testSite.feature_flags}>
          <RaceCard match={race({ going: 'good to soft', result: [1, 2] }, 4)} />
        </SiteProvider>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(/1\.609 m · gut bis weich · Klasse 2 · Flachrennen/)).toBeTruthy();
  });

  it('shows the finishing order and takes no bets once the race is run', () => {
    renderInApp(<RaceCard match={race({ result: [2, 1] }, 4)} />);
    const result = screen.getByRole('list', { name: 'Result' });
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1st2Wild Charm', '2nd1Quiet Flame']);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('offers the forecast on the runners of the race shown, after another race and after a withdrawal', () => {
    const first = race();
    const next = {
      ...race({
        runners: [runner(1, 'Lame Duck', true), runner(2, 'Storm Jewel'), runner(3, 'Late Dancer')],
      }),
      id: 51,
    };
    const withdrawn = {
      ...next,
      race: {
        ...next.race,
        runners: [
          runner(1, 'Lame Duck', true),
          runner(2, 'Storm Jewel', true),
          ...next.race.runners.slice(2),
          runner(4, 'Night Owl'),
        ],
      },
    };
    const shown = [first, next, withdrawn];
    function Card() {
      const [index, setIndex] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setIndex(index + 1)}>
            next
          </button>
          <RaceCard match={shown[index]!} />
        </>
      );
    }
    renderInApp(<Card />);
    const picks = () => screen.getAllByRole('combobox').map((select) => (select as HTMLSelectElement).value);
    expect(picks()).toEqual(['1', '2']);
    // Another race whose first runner is out: its own first two starters, not the last race's picks.
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(picks()).toEqual(['2', '3']);
    // The picked first is withdrawn while the card is open: the first starter that is not the second pick.
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(picks()).toEqual(['4', '3']);
  });
});
