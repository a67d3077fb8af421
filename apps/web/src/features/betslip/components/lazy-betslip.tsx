'use client';

import dynamic from 'next/dynamic';

// NOTE: the panel's code (ticket, stakes, bet types, placing, My Bets, quick bet, sharing) is the largest part of
// the page shell; it loads in its own chunk beside the page instead of in every page's first-load JavaScript. The
// column is still drawn by the server, so the first paint is the same.

/** The bet-slip column of wide screens (see `./betslip`), in its own chunk. */
export const Betslip = dynamic(() => import('./betslip').then((module) => module.Betslip));

/** The ticket panel (see `./ticket-panel`), in its own chunk: the phone sheet loads it when it first opens. */
export const LazyTicketPanel = dynamic(() => import('./ticket-panel').then((module) => module.TicketPanel));
