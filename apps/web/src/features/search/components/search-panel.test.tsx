import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp, testMatch } from '@/testing/render-in-app';
import { SearchPanel } from './search-panel';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useParams: () => ({}),
  useRouter: () => ({ push: router.push, replace: vi.fn(), prefetch: vi.fn() }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  router.push.mockReset();
});

const league = {
  id: 100,
  urn_id: 'sr:tournament:100',
  slug: 'premier-league',
  name: 'Premier League',
  priority: 90,
  priority_overrides: {},
  category: { id: 10, slug: 'england', name: 'England', country_code: 'GB' },
  sport: { id: 1, key: 'football', name: 'Football', type: 'regular' },
  main_market_outcomes_count: 3,
  secondary_market_outcomes_count: 2,
};

function searchCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === '/api/v2/search')
    .map((url) => url.searchParams.get('q'));
}

describe('SearchPanel', () => {
  it('says 3 characters are needed and sends no request for 2', async () => {
    const fetchMock = mockApi([[/^\/api\/v2\/search/, () => ({ body: { matches: [], tournaments: [] } })]]);
    renderInApp(<SearchPanel onNavigate={() => {}} />);
    await userEvent.type(screen.getByRole('combobox'), 'ar');
    expect(screen.getByTestId('search-message').textContent).toBe('Enter at least 3 characters to search.');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(searchCalls(fetchMock)).toEqual([]);
  });

  it('searches once typing pauses and lists matches, then leagues, as options the arrows walk and Enter opens', async () => {
    const fetchMock = mockApi([
      [
        /^\/api\/v2\/search/,
        () => ({ body: { matches: [testMatch(5, 'Arsenal', 'Chelsea')], tournaments: [league] } }),
      ],
    ]);
    const onNavigate = vi.fn();
    renderInApp(<SearchPanel onNavigate={onNavigate} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'Arsenal');
    const options = await screen.findAllByRole('option');
    expect(searchCalls(fetchMock)).toEqual(['Arsenal']);
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Arsenal – Chelsea'),
      expect.stringContaining('Premier League'),
    ]);
    // An option holds no link or other control: the field answers the keyboard for the whole list.
    expect(screen.getByRole('listbox').querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(field).toBe(document.activeElement);
    await userEvent.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledWith('/football/premier-league');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('opens the page of an option clicked, leaving focus in the field', async () => {
    mockApi([
      [
        /^\/api\/v2\/search/,
        () => ({ body: { matches: [testMatch(5, 'Arsenal', 'Chelsea')], tournaments: [] } }),
      ],
    ]);
    const onNavigate = vi.fn();
    renderInApp(<SearchPanel onNavigate={onNavigate} />);
    await userEvent.type(screen.getByRole('combobox'), 'Arsenal');
    await userEvent.click(await screen.findByRole('option', { name: /Arsenal – Chelsea/ }));
    expect(router.push).toHaveBeenCalledWith('/football/arsenal-chelsea-5');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox')).toBe(document.activeElement);
  });

  it('cuts a query longer than 50 characters before sending it', async () => {
    const fetchMock = mockApi([[/^\/api\/v2\/search/, () => ({ body: { matches: [], tournaments: [] } })]]);
    renderInApp(<SearchPanel onNavigate={() => {}} />);
    const field = screen.getByRole('combobox') as HTMLInputElement;
    await userEvent.type(field, 'a'.repeat(55));
    expect(field.value).toHaveLength(50);
    await waitFor(() => expect(searchCalls(fetchMock)).toEqual(['a'.repeat(50)]));
    expect(await screen.findByText(`Nothing found for “${'a'.repeat(50)}”.`)).toBeTruthy();
  });

  it("shows the server's localized message when it refuses the query", async () => {
    mockApi([
      [
        /^\/api\/v2\/search/,
        () => ({
          status: 400,
          body: {
            code: 'validation',
            message: 'bad',
            localized_message: 'Use 3 to 50 characters.',
            details: {},
          },
        }),
      ],
    ]);
    renderInApp(<SearchPanel onNavigate={() => {}} />);
    await userEvent.type(screen.getByRole('combobox'), 'abc');
    await waitFor(() =>
      expect(screen.getByTestId('search-message').textContent).toBe('Use 3 to 50 characters.'),
    );
  });
});
