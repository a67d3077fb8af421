import type { TicketState } from '@sportsbook/betting';
import type { EmbedOutboundMessage } from '@sportsbook/contract';
import type { PanelState } from '@/features/betslip';
import type { SessionState } from '@/platform/session';
import { activeAccount } from '@/platform/session';

type Post = (message: EmbedOutboundMessage) => void;

/** A store as the reports read it: a snapshot and a change signal. */
export interface Readable<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

/** Calls `post` with the message `toMessage` makes of each new state, when it differs from the last one sent. */
function reportChanges<T>(
  store: Readable<T>,
  toMessages: (state: T) => EmbedOutboundMessage[],
  post: Post,
): () => void {
  const sent = new Map<string, string>();
  function send() {
    for (const message of toMessages(store.get())) {
      const text = JSON.stringify(message.payload);
      if (sent.get(message.type) === text) continue;
      sent.set(message.type, text);
      post(message);
    }
  }
  send();
  return store.subscribe(send);
}

/** The bet slip as the host hears it (SPEC §7 bet-slip-state-changed): panel, selections, state, placed bets. */
export function slipMessage(ticket: TicketState, panel: PanelState): EmbedOutboundMessage {
  return {
    type: 'sportsbook:bet-slip-state-changed',
    payload: {
      open: panel.open,
      selections: ticket.selectedOutcomeIds.length,
      state: ticket.ticketState,
      placed:
        ticket.ticketState === 'SUCCESS'
          ? ticket.placedBets.map((bet) => ({ id: bet.id, ref: bet.ref, stake: bet.stake }))
          : [],
    },
  };
}

/** Reports every change of the slip or its panel (SPEC §7: bet-slip-state-changed on every slip change). */
export function reportSlip(slip: Readable<{ ticket: TicketState; panel: PanelState }>, post: Post) {
  return reportChanges(slip, ({ ticket, panel }) => [slipMessage(ticket, panel)], post);
}

/**
 * The player's money as the host hears it: the active account's currency (notify-currency-changed) and balance
 * (balance-changed), once known and on every change. Nothing while nobody is signed in.
 */
export function accountMessages(session: SessionState): EmbedOutboundMessage[] {
  const account = session.status === 'logged_in' ? activeAccount(session.player) : null;
  if (!account) return [];
  const { currency, subunits, balance } = account;
  return [
    { type: 'sportsbook:notify-currency-changed', payload: { currency } },
    { type: 'sportsbook:balance-changed', payload: { balance: { value: balance, currency, subunits } } },
  ];
}

/** Reports the currency and balance as they change (SPEC §7). */
export function reportAccount(session: Readable<SessionState>, post: Post) {
  return reportChanges(session, accountMessages, post);
}
