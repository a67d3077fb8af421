/** Who the chat talks to: a signed-in player handed over to the provider, or null for a visitor. */
export interface ChatIdentity {
  userId: string;
  email: string | null;
  name: string | null;
}

/**
 * A live-chat provider behind one shape (issue 22), so the site configuration's `chat_provider` picks one
 * without the facade, the header toggle or the session knowing which. Nothing loads before `load`.
 */
export interface ChatAdapter {
  /** Loads the provider's widget script (once). */
  load(): Promise<void>;
  /** Starts a conversation for this player, or an anonymous one. */
  boot(identity: ChatIdentity | null): void;
  /** Opens the messenger. */
  show(): void;
  /** Ends the conversation and forgets the player in the widget (sign-out). */
  shutdown(): void;
  /** Calls back with the provider's unread count whenever it changes. */
  onUnreadCount(listener: (count: number) => void): void;
}
