import { initialTicketState } from '@sportsbook/betting';
import type { EmbedOutboundMessage } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { placedBetFor, selectionOf, testStores } from '@/features/betslip/testing/slip-fixtures';
import { INITIAL_SESSION, sessionReducer } from '@/platform/session';
import type { SessionAction, SessionState } from '@/platform/session';
import { accountsFixture, profileFixture } from '@/platform/session/testing/player-fixtures';
import { reportAccount, reportSlip, slipMessage } from './host-reports';

function collect() {
  const sent: EmbedOutboundMessage[] = [];
  return { sent, post: (message: EmbedOutboundMessage) => sent.push(message) };
}

describe('bet-slip-state-changed (SPEC §7, on every slip change)', () => {
  it('reports the panel, the selections and each new state, and nothing when nothing changed', () => {
    const { ticket, panel } = testStores();
    const { sent, post } = collect();
    const slip = {
      get: () => ({ ticket: ticket.getState(), panel: panel.getState() }),
      subscribe: (listener: () => void) => {
        const offs = [ticket.subscribe(listener), panel.subscribe(listener)];
        return () => offs.forEach((off) => off());
      },
    };
    const stop = reportSlip(slip, post);
    ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
    panel.open('BET_SLIP');
    panel.open('BET_SLIP');
    ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(2) });
    stop();
    ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(3) });
    expect(sent.map((message) => message.payload)).toEqual([
      { open: false, selections: 0, state: 'INITIAL', placed: [] },
      { open: false, selections: 1, state: 'INITIAL', placed: [] },
      { open: true, selections: 1, state: 'INITIAL', placed: [] },
      { open: true, selections: 2, state: 'INITIAL', placed: [] },
    ]);
  });

  it('names the bets just placed, with the stake the server took, only in the SUCCESS state', () => {
    const bet = placedBetFor(selectionOf(1), 1000);
    const placed = { ...initialTicketState, ticketState: 'SUCCESS' as const, placedBets: [bet] };
    expect(slipMessage(placed, { open: true, tab: 'BET_SLIP' }).payload).toEqual({
      open: true,
      selections: 0,
      state: 'SUCCESS',
      placed: [{ id: 9001, ref: 'B-TEST1', stake: { value: 1000, currency: 'EUR', subunits: 2 } }],
    });
    const after = { ...placed, ticketState: 'INITIAL' as const };
    expect(slipMessage(after, { open: true, tab: 'BET_SLIP' }).payload).toMatchObject({ placed: [] });
  });
});

describe('balance-changed and notify-currency-changed (SPEC §7)', () => {
  function sessionStore() {
    let state: SessionState = INITIAL_SESSION;
    const listeners = new Set<() => void>();
    return {
      get: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      dispatch(action: SessionAction) {
        state = sessionReducer(state, action);
        listeners.forEach((listener) => listener());
      },
    };
  }

  it('says nothing for a visitor, then the currency and balance once known, and each change after', () => {
    const session = sessionStore();
    const { sent, post } = collect();
    reportAccount(session, post);
    expect(sent).toEqual([]);
    session.dispatch({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
    session.dispatch({ type: 'accounts', accounts: accountsFixture });
    // €250.00 in cents; a bet of €10.00 takes it to €240.00
    session.dispatch({ type: 'balance-changed', currency: 'EUR', balance: 24000, locked: 0 });
    session.dispatch({ type: 'balance-changed', currency: 'EUR', balance: 24000, locked: 0 });
    session.dispatch({ type: 'account-switched', account: accountsFixture[1]! });
    expect(sent).toEqual([
      { type: 'sportsbook:notify-currency-changed', payload: { currency: 'EUR' } },
      {
        type: 'sportsbook:balance-changed',
        payload: { balance: { value: 25000, currency: 'EUR', subunits: 2 } },
      },
      {
        type: 'sportsbook:balance-changed',
        payload: { balance: { value: 24000, currency: 'EUR', subunits: 2 } },
      },
      { type: 'sportsbook:notify-currency-changed', payload: { currency: 'BTC' } },
      {
        type: 'sportsbook:balance-changed',
        payload: { balance: { value: 1250000, currency: 'BTC', subunits: 8 } },
      },
    ]);
  });
});
