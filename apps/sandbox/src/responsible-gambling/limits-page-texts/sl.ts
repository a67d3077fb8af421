import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (sl.json, limits.view).
export const sl: LimitsPageTexts = {
  title: 'Omejitve odgovornega igranja',
  rules:
    'Nižja omejitev velja takoj; višja omejitev ali njena odstranitev velja po {hours} urah. Premor ali samoizključitev začne veljati takoj in vas odjavi.',
  none: 'Niste nastavili nobene omejitve.',
  type: 'Omejitev',
  period: 'Obdobje',
  value: 'Vrednost',
  status: 'Stanje',
  until: 'do',
  noEnd: 'Brez konca',
  change: 'Nastavi ali spremeni omejitve',
  valueHint:
    'Denar v vaši valuti, z decimalkami; omejitve dejavnosti, seje in preverjanja realnosti v minutah; premor in samoizključitev v dnevih.',
  save: 'Shrani omejitev',
  remove: 'Odstrani to omejitev',
  saved: 'Shranjeno.',
  failed: 'Omejitve ni bilo mogoče shraniti.',
  signIn: 'Prijavite se v športne stave, da vidite in spremenite svoje omejitve.',
  back: 'Nazaj na športne stave',
  types: {
    activity: 'Čas aktivnosti',
    sportsbook_session: 'Dolžina seje',
    session: 'Seja',
    bet: 'Vložek na stavo',
    time: 'Čas',
    loss: 'Omejitev izgube',
    wager: 'Omejitev vložkov',
    deposit: 'Omejitev pologov',
    reality_check: 'Preverjanje resničnosti',
    selfexclusion: 'Samoizključitev',
    coolingoff: 'Premor',
  },
  periods: {
    day: 'na dan',
    week: 'na teden',
    month: 'na mesec',
  },
  statuses: {
    active: 'Aktivna',
    confirmed: 'Aktivna',
    confirmed_disabled: 'Aktivna do odstranitve',
    unconfirmed: 'Čaka na obdobje premisleka',
    unconfirmed_disabled: 'Preklicana',
    disabled: 'Končana',
  },
};
