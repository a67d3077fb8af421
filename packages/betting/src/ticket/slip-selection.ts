import type { SlipSelection } from '@sportsbook/contract';
import { outcomeKey } from '../outcome-key';

/** What the app knows about an outcome when the player taps it; the slip derives the rest. */
export type SlipSelectionInput = Omit<
  SlipSelection,
  'id' | 'acceptedOdds' | 'initialOdds' | 'isChanged' | 'isSuspended' | 'isNotAvailable'
>;

/**
 * A new slip selection: its id is the outcome key; the odds seen now are the accepted and initial odds;
 * suspended when the outcome is inactive.
 */
export function createSlipSelection(input: SlipSelectionInput): SlipSelection {
  return {
    ...input,
    id: outcomeKey(input),
    acceptedOdds: input.odds,
    initialOdds: input.odds,
    isChanged: false,
    isSuspended: !input.active,
    isNotAvailable: false,
  };
}
