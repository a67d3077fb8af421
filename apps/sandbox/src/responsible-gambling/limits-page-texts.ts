/** The limits form's texts, in the platform pages' languages. */
export interface LimitsPageTexts {
  title: string;
  rules: (hours: number) => string;
  none: string;
  type: string;
  period: string;
  value: string;
  status: string;
  until: string;
  change: string;
  valueHint: string;
  save: string;
  remove: string;
  saved: string;
  failed: string;
  signIn: string;
  back: string;
  types: Record<string, string>;
  periods: Record<'day' | 'week' | 'month', string>;
  statuses: Record<string, string>;
}

export const limitsPageTexts: Record<'en' | 'de', LimitsPageTexts> = {
  en: {
    title: 'Responsible gambling limits',
    rules: (hours) =>
      `A lower limit applies at once; a higher limit or a removal applies after ${hours} hours. A time-out or self-exclusion starts at once and signs you out.`,
    none: 'You have no limits.',
    type: 'Limit',
    period: 'Period',
    value: 'Amount, minutes or days',
    status: 'Status',
    until: 'until',
    change: 'Set or change a limit',
    valueHint:
      'Money in your currency (e.g. 50.00); activity, session and reality-check limits in minutes; time-out and self-exclusion in days.',
    save: 'Save limit',
    remove: 'Remove this limit',
    saved: 'Saved.',
    failed: 'The limit could not be saved.',
    signIn: 'Please sign in to the sportsbook to see and change your limits.',
    back: 'Back to the sportsbook',
    types: {
      deposit: 'Deposit limit',
      loss: 'Loss limit',
      wager: 'Wager limit',
      bet: 'Stake per bet',
      activity: 'Activity time',
      sportsbook_session: 'Session length',
      reality_check: 'Reality check',
      coolingoff: 'Time-out',
      selfexclusion: 'Self-exclusion',
      session: 'Session',
      time: 'Time',
    },
    periods: { day: 'per day', week: 'per week', month: 'per month' },
    statuses: {
      active: 'Active',
      confirmed: 'Active',
      confirmed_disabled: 'Active, being removed',
      unconfirmed: 'Waiting for the cooling-off',
      unconfirmed_disabled: 'Cancelled',
      disabled: 'Ended',
    },
  },
  de: {
    title: 'Limits für verantwortungsvolles Spielen',
    rules: (hours) =>
      `Ein niedrigeres Limit gilt sofort; ein höheres Limit oder eine Aufhebung gilt nach ${hours} Stunden. Eine Auszeit oder Selbstsperre beginnt sofort und meldet Sie ab.`,
    none: 'Sie haben keine Limits.',
    type: 'Limit',
    period: 'Zeitraum',
    value: 'Betrag, Minuten oder Tage',
    status: 'Status',
    until: 'bis',
    change: 'Limit setzen oder ändern',
    valueHint:
      'Geld in Ihrer Währung (z. B. 50,00); Aktivitäts-, Sitzungs- und Realitätscheck-Limits in Minuten; Auszeit und Selbstsperre in Tagen.',
    save: 'Limit speichern',
    remove: 'Dieses Limit aufheben',
    saved: 'Gespeichert.',
    failed: 'Das Limit konnte nicht gespeichert werden.',
    signIn: 'Bitte melden Sie sich beim Sportwetten-Angebot an, um Ihre Limits zu sehen und zu ändern.',
    back: 'Zurück zum Sportwetten-Angebot',
    types: {
      deposit: 'Einzahlungslimit',
      loss: 'Verlustlimit',
      wager: 'Einsatzlimit',
      bet: 'Einsatz pro Wette',
      activity: 'Aktivitätszeit',
      sportsbook_session: 'Sitzungsdauer',
      reality_check: 'Realitätscheck',
      coolingoff: 'Auszeit',
      selfexclusion: 'Selbstsperre',
      session: 'Sitzung',
      time: 'Zeit',
    },
    periods: { day: 'pro Tag', week: 'pro Woche', month: 'pro Monat' },
    statuses: {
      active: 'Aktiv',
      confirmed: 'Aktiv',
      confirmed_disabled: 'Aktiv, wird aufgehoben',
      unconfirmed: 'Wartet auf die Bedenkzeit',
      unconfirmed_disabled: 'Verworfen',
      disabled: 'Beendet',
    },
  },
};
