import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (de.json, limits.view).
export const de: LimitsPageTexts = {
  title: 'Limits für verantwortungsvolles Spielen',
  rules:
    'Ein niedrigeres Limit gilt sofort; ein höheres Limit oder eine Aufhebung gilt nach {hours} Stunden. Eine Auszeit oder Selbstsperre beginnt sofort und meldet Sie ab.',
  none: 'Sie haben keine Limits gesetzt.',
  type: 'Limit',
  period: 'Zeitraum',
  value: 'Wert',
  status: 'Status',
  until: 'bis',
  noEnd: 'Ohne Ende',
  change: 'Limits setzen oder ändern',
  valueHint:
    'Geld in Ihrer Währung, mit Nachkommastellen; Aktivitäts-, Sitzungs- und Realitätscheck-Limits in Minuten; Auszeit und Selbstsperre in Tagen.',
  save: 'Limit speichern',
  remove: 'Dieses Limit aufheben',
  saved: 'Gespeichert.',
  failed: 'Das Limit konnte nicht gespeichert werden.',
  signIn: 'Bitte melden Sie sich beim Sportwetten-Angebot an, um Ihre Limits zu sehen und zu ändern.',
  back: 'Zurück zum Sportwetten-Angebot',
  types: {
    activity: 'Aktivitätszeit',
    sportsbook_session: 'Sitzungsdauer',
    session: 'Sitzung',
    bet: 'Einsatz pro Wette',
    time: 'Zeit',
    loss: 'Verlustlimit',
    wager: 'Einsatzlimit',
    deposit: 'Einzahlungslimit',
    reality_check: 'Realitätscheck',
    selfexclusion: 'Selbstsperre',
    coolingoff: 'Auszeit',
  },
  periods: {
    day: 'pro Tag',
    week: 'pro Woche',
    month: 'pro Monat',
  },
  statuses: {
    active: 'Aktiv',
    confirmed: 'Aktiv',
    confirmed_disabled: 'Aktiv bis zur Aufhebung',
    unconfirmed: 'Wartet auf die Bedenkzeit',
    unconfirmed_disabled: 'Verworfen',
    disabled: 'Beendet',
  },
};
