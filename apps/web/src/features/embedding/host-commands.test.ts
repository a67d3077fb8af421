import { describe, expect, it, vi } from 'vitest';
import { applyHostCommand, navigationHref } from './host-commands';
import type { HostCommandActions } from './host-commands';

const settings = { locales: ['en', 'de', 'ar'] };

function actions(overrides: Partial<HostCommandActions> = {}): HostCommandActions {
  return {
    currentUrl: () => '/de/live?sport=football',
    locale: 'de',
    settings,
    go: vi.fn(),
    setTheme: vi.fn(),
    signOut: vi.fn(),
    reloadSession: vi.fn(),
    ...overrides,
  };
}

describe("the host's commands", () => {
  it("navigates in the page's locale unless the path names one, keeping query and hash", () => {
    expect(navigationHref('/live', { locale: 'de', settings })).toBe('/de/live');
    expect(navigationHref('/results?day=1#top', { locale: 'de', settings })).toBe('/de/results?day=1#top');
    expect(navigationHref('/ar/live', { locale: 'de', settings })).toBe('/ar/live');
    // the default language has no prefix (SPEC §2.8)
    expect(navigationHref('/live', { locale: 'en', settings })).toBe('/live');
  });

  it('switches the language on the page the player is on, resolving the code as the site does (SPEC §5)', () => {
    const act = actions();
    applyHostCommand({ type: 'sportsbook:set-locale', payload: { locale: 'ar-EG' } }, act);
    expect(act.go).toHaveBeenCalledWith('/ar/live?sport=football');
    const same = actions();
    applyHostCommand({ type: 'sportsbook:set-locale', payload: { locale: 'de' } }, same);
    expect(same.go).not.toHaveBeenCalled();
  });

  it('sets the theme, signs out and reads the session again when told', () => {
    const act = actions();
    applyHostCommand({ type: 'sportsbook:set-theme', payload: { theme: 'light' } }, act);
    applyHostCommand({ type: 'sportsbook:sign-out', payload: {} }, act);
    applyHostCommand({ type: 'sportsbook:session', payload: { token: 'operator-token' } }, act);
    expect(act.setTheme).toHaveBeenCalledWith('light');
    expect(act.signOut).toHaveBeenCalledOnce();
    expect(act.reloadSession).toHaveBeenCalledOnce();
  });
});
