import { tapOn } from '../support/betslip';
import { expect, test } from '../support/fixtures';
import { createMatch, mainOutcomes, matchPath, outcomeKeyOf, untilSeen } from '../support/match-control';
import { sandboxControl } from '../support/sandbox-control';

function setProviderStatus(provider: string, status: number): Promise<void> {
  return sandboxControl('PUT', `/providers/${provider}/status`, { status });
}

test('a provider suspended through the control API marks its selections on an open slip not available within a second, and they come back when it is allowed again', async ({
  page,
}) => {
  const match = await createMatch('Provider');
  const [home] = mainOutcomes(match);
  try {
    await page.goto(matchPath(match));
    await tapOn(page.locator(`[data-outcome-key="${outcomeKeyOf(home!)}"]`).first());
    const slip = page.getByTestId('betslip');
    const notAvailable = slip.getByText('Not available', { exact: true });
    await expect(slip.getByTestId('slip-odds')).toBeVisible();
    await expect(notAvailable).toHaveCount(0);

    // NOTE: the slip listens once it holds a selection; a change made before its subscription is confirmed is
    // made again. Each try gives the slip one second from the control API's answer.
    await untilSeen(
      () => setProviderStatus(match.provider, -1),
      () => expect(notAvailable).toBeVisible({ timeout: 1_000 }),
    );
    // It stays so: a settings answer read before the change does not bring the selection back.
    await page.waitForTimeout(1_500);
    await expect(notAvailable).toBeVisible();

    await setProviderStatus(match.provider, 1);
    await expect(notAvailable).toHaveCount(0, { timeout: 1_000 });
  } finally {
    await setProviderStatus(match.provider, 1);
  }
});
