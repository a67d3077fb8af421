import { expect, test } from '../support/fixtures';
import { freshPlayer, signInAs } from '../support/fresh-player';
import { patchSite } from '../support/sandbox-control';
import { systemUrls } from '../support/system';

test('the chat facade loads the stub widget only when clicked, hands the player over, and the toggle counts unread replies', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await patchSite({
    config: {
      chat_provider: 'intercom',
      chat_widget: { app_id: 'sandbox', script_url: `${systemUrls().sportsbookUrl}/chat/widget.js` },
    },
  });
  const widgetLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/chat/widget.js')) widgetLoads.push(request.url());
  });
  const player = await freshPlayer(1_000);
  await signInAs(page, player, '€10.00');

  const facade = page.getByTestId('chat-facade');
  const toggle = page.getByRole('banner').getByTestId('chat-toggle');
  await expect(facade).toHaveAccessibleName('Chat with support');
  await expect(toggle).toHaveAccessibleName('Chat with support');
  // The page is up and the player handed to the chat store: still no widget script, even a moment later.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  expect(widgetLoads).toEqual([]);

  await facade.click();
  const messenger = page.getByRole('dialog', { name: 'Sandbox support' });
  await expect(messenger).toBeVisible();
  expect(widgetLoads).toHaveLength(1);
  // The signed-in player was handed over: the greeting names them.
  await expect(messenger.getByRole('list', { name: 'Conversation' })).toContainText(/^Hi \S+/);
  await expect(messenger.getByRole('list', { name: 'Conversation' })).not.toContainText('Hi there');

  const message = messenger.getByRole('textbox', { name: 'Message' });
  await message.fill('Where is my payout?');
  // Sent and closed by keyboard at once: the provider answers a moment later, to a closed messenger.
  await message.press('Enter');
  await message.press('Escape');
  await expect(messenger).toHaveCount(0);
  // The provider's reply arrives while the messenger is closed: its unread count reaches the header.
  await expect(toggle.getByTestId('chat-toggle-badge')).toHaveText('1');
  await expect(toggle).toHaveAccessibleName('Chat with support, 1 unread');

  await toggle.click();
  await expect(messenger).toContainText('Someone from our team will answer here shortly');
  await expect(toggle.getByTestId('chat-toggle-badge')).toHaveCount(0);
  expect(widgetLoads).toHaveLength(1);
  await messenger.getByRole('button', { name: 'Close chat' }).click();

  // Signing out ends the conversation: the next one is a visitor's.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await facade.click();
  await expect(messenger.getByRole('list', { name: 'Conversation' })).toContainText(
    'Hi there, how can we help?',
  );
  await expect(messenger).not.toContainText('Where is my payout?');
});
