import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (en.json, limits.view).
export const en: LimitsPageTexts = {
  title: 'Responsible gambling limits',
  rules:
    'A lower limit applies at once; a higher limit or a removal applies after {hours} hours. A time-out or self-exclusion starts at once and signs you out.',
  none: 'You have not set any limits.',
  type: 'Limit',
  period: 'Period',
  value: 'Value',
  status: 'Status',
  until: 'until',
  noEnd: 'No end',
  change: 'Set or change limits',
  valueHint:
    'Money in your currency, with its decimals; activity, session and reality-check limits in minutes; time-out and self-exclusion in days.',
  save: 'Save limit',
  remove: 'Remove this limit',
  saved: 'Saved.',
  failed: 'The limit could not be saved.',
  signIn: 'Please sign in to the sportsbook to see and change your limits.',
  back: 'Back to the sportsbook',
  types: {
    activity: 'Activity time',
    sportsbook_session: 'Session length',
    session: 'Session',
    bet: 'Stake per bet',
    time: 'Time',
    loss: 'Loss limit',
    wager: 'Wager limit',
    deposit: 'Deposit limit',
    reality_check: 'Reality check',
    selfexclusion: 'Self-exclusion',
    coolingoff: 'Time-out',
  },
  periods: {
    day: 'per day',
    week: 'per week',
    month: 'per month',
  },
  statuses: {
    active: 'Active',
    confirmed: 'Active',
    confirmed_disabled: 'Active until removed',
    unconfirmed: 'Waiting for the cooling-off',
    unconfirmed_disabled: 'Cancelled',
    disabled: 'Ended',
  },
};
