import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshModules } from '@/testing/fresh-modules';

// NOTE: the test setup fetches these modals' code before every file (src/testing/setup.ts); this file starts from
// fresh modules, as a page does: a visitor's page fetches none of them (issue 25, first-load budget), and a
// signed-in player's fetches the deposit modal and the jackpot hits' announcer, each once.
const freshShell = () =>
  freshModules(async () => ({
    ...(await import('@/testing/render-as-player')),
    ...(await import('@/testing/render-in-app')),
    ...(await import('@/platform/site/site-provider')),
    ...(await import('@/platform/session')),
    ...(await import('@/features/deposit/deposit-root')),
    ...(await import('@/features/jackpots/components/jackpot-root')),
    ...(await import('@/features/bonus-alerts/bonus-alerts-root')),
    ...(await import('@/features/limits/responsible-gambling-root')),
  }));

afterEach(() => vi.unstubAllGlobals());

describe("the shell's modals are fetched when a player or a prompt needs them", () => {
  it('fetches nothing for a visitor; the deposit modal and the hit announcer once a player signs in', async () => {
    const shell = await freshShell();
    const { React, testing, SiteProvider, testSite, renderWithRealtime, signInTestPlayer } = shell;
    const { DepositRoot, JackpotRoot, BonusAlertsRoot, ResponsibleGamblingRoot, resetSessionForTests } =
      shell;
    const codes = {
      deposit: shell.depositModalCode,
      jackpotHits: shell.hitAnnouncerCode,
      bonusAlert: shell.bonusAlertModalCode,
      limits: shell.sessionPromptsCode,
    };
    shell.mockApi([]);
    const flags = {
      ...testSite.feature_flags,
      quick_deposit: true,
      jackpots: true,
      responsible_gambling: true,
      activity_tracking: true,
    };
    renderWithRealtime(
      React.createElement(SiteProvider, {
        config: testSite.config,
        featureFlags: flags,
        children: React.createElement(
          React.Fragment,
          null,
          React.createElement(DepositRoot, { countryCode: null }),
          React.createElement(JackpotRoot),
          React.createElement(BonusAlertsRoot),
          React.createElement(ResponsibleGamblingRoot),
        ),
      }),
    );
    await testing.act(async () => {});
    expect(Object.values(codes).map((code) => code.current())).toEqual([null, null, null, null]);

    signInTestPlayer();
    await testing.waitFor(() => expect(codes.deposit.current()).not.toBeNull());
    await testing.waitFor(() => expect(codes.jackpotHits.current()).not.toBeNull());
    // No bonus to show and no prompt due: their code stays where it is.
    expect(codes.bonusAlert.current()).toBeNull();
    expect(codes.limits.current()).toBeNull();
    testing.act(() => resetSessionForTests());
    testing.cleanup();
  });
});
