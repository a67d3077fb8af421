// Live chat (issue 22, SPEC §1, §2.4 `chat`, §2.7 chat toggle): a provider-neutral adapter chosen by the site's
// `chat_provider`, a light facade that loads the widget only when clicked, the header toggle and the phone tab
// with the provider's unread count, the player handed over and the conversation ended at sign-out.
export { ChatButton } from './components/chat-button';
export { ChatIcon } from './components/chat-icon';
