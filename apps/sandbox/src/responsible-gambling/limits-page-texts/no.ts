import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (no.json, limits.view).
export const no: LimitsPageTexts = {
  title: 'Grenser for ansvarlig spill',
  rules:
    'En lavere grense gjelder straks; en høyere grense eller en fjerning gjelder etter {hours} timer. En pause eller selvutestengelse starter straks og logger deg ut.',
  none: 'Du har ikke satt noen grenser.',
  type: 'Grense',
  period: 'Periode',
  value: 'Verdi',
  status: 'Status',
  until: 'til',
  noEnd: 'Uten slutt',
  change: 'Sett eller endre grenser',
  valueHint:
    'Penger i din valuta, med desimaler; aktivitets-, økt- og realitetssjekkgrenser i minutter; pause og selvutestengelse i dager.',
  save: 'Lagre grensen',
  remove: 'Fjern denne grensen',
  saved: 'Lagret.',
  failed: 'Grensen kunne ikke lagres.',
  signIn: 'Logg inn på sportsbettingen for å se og endre grensene dine.',
  back: 'Tilbake til sportsbettingen',
  types: {
    activity: 'Aktivitetstid',
    sportsbook_session: 'Øktlengde',
    session: 'Økt',
    bet: 'Innsats per spill',
    time: 'Tid',
    loss: 'Tapsgrense',
    wager: 'Innsatsgrense',
    deposit: 'Innskuddsgrense',
    reality_check: 'Realitetssjekk',
    selfexclusion: 'Selvutestengelse',
    coolingoff: 'Pause',
  },
  periods: {
    day: 'per dag',
    week: 'per uke',
    month: 'per måned',
  },
  statuses: {
    active: 'Aktiv',
    confirmed: 'Aktiv',
    confirmed_disabled: 'Aktiv til den fjernes',
    unconfirmed: 'Venter på betenkningstiden',
    unconfirmed_disabled: 'Avbrutt',
    disabled: 'Avsluttet',
  },
};
