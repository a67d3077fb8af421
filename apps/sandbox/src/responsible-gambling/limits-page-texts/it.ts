import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (it.json, limits.view).
export const it: LimitsPageTexts = {
  title: 'Limiti di gioco responsabile',
  rules:
    'Un limite più basso vale subito; un limite più alto o una rimozione vale dopo {hours} ore. Una pausa o un’autoesclusione inizia subito e ti disconnette.',
  none: 'Non hai impostato alcun limite.',
  type: 'Limite',
  period: 'Periodo',
  value: 'Valore',
  status: 'Stato',
  until: 'fino al',
  noEnd: 'Senza fine',
  change: 'Imposta o modifica i limiti',
  valueHint:
    'Denaro nella tua valuta, con i decimali; limiti di attività, di sessione e di controllo della realtà in minuti; pausa e autoesclusione in giorni.',
  save: 'Salva limite',
  remove: 'Rimuovi questo limite',
  saved: 'Salvato.',
  failed: 'Non è stato possibile salvare il limite.',
  signIn: 'Accedi alle scommesse sportive per vedere e modificare i tuoi limiti.',
  back: 'Torna alle scommesse sportive',
  types: {
    activity: 'Tempo di attività',
    sportsbook_session: 'Durata della sessione',
    session: 'Sessione',
    bet: 'Puntata per scommessa',
    time: 'Tempo',
    loss: 'Limite di perdita',
    wager: 'Limite di puntate',
    deposit: 'Limite di deposito',
    reality_check: 'Verifica della realtà',
    selfexclusion: 'Autoesclusione',
    coolingoff: 'Pausa',
  },
  periods: {
    day: 'al giorno',
    week: 'a settimana',
    month: 'al mese',
  },
  statuses: {
    active: 'Attivo',
    confirmed: 'Attivo',
    confirmed_disabled: 'Attivo fino alla rimozione',
    unconfirmed: 'In periodo di riflessione',
    unconfirmed_disabled: 'Annullato',
    disabled: 'Terminato',
  },
};
