import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (pl.json, limits.view).
export const pl: LimitsPageTexts = {
  title: 'Limity odpowiedzialnej gry',
  rules:
    'Niższy limit obowiązuje od razu; wyższy limit lub jego usunięcie – po {hours} godzinach. Przerwa lub samowykluczenie zaczyna się od razu i wylogowuje cię.',
  none: 'Nie ustawiono żadnych limitów.',
  type: 'Limit',
  period: 'Okres',
  value: 'Wartość',
  status: 'Status',
  until: 'do',
  noEnd: 'Bez końca',
  change: 'Ustaw lub zmień limity',
  valueHint:
    'Pieniądze w twojej walucie, z częścią dziesiętną; limity aktywności, sesji i przypomnień o czasie gry w minutach; przerwa i samowykluczenie w dniach.',
  save: 'Zapisz limit',
  remove: 'Usuń ten limit',
  saved: 'Zapisano.',
  failed: 'Nie udało się zapisać limitu.',
  signIn: 'Zaloguj się do zakładów sportowych, aby zobaczyć i zmienić swoje limity.',
  back: 'Wróć do zakładów sportowych',
  types: {
    activity: 'Czas aktywności',
    sportsbook_session: 'Długość sesji',
    session: 'Sesja',
    bet: 'Stawka na zakład',
    time: 'Czas',
    loss: 'Limit strat',
    wager: 'Limit stawek',
    deposit: 'Limit wpłat',
    reality_check: 'Sprawdzenie rzeczywistości',
    selfexclusion: 'Samowykluczenie',
    coolingoff: 'Przerwa',
  },
  periods: {
    day: 'dziennie',
    week: 'tygodniowo',
    month: 'miesięcznie',
  },
  statuses: {
    active: 'Aktywny',
    confirmed: 'Aktywny',
    confirmed_disabled: 'Aktywny do usunięcia',
    unconfirmed: 'Czeka na okres namysłu',
    unconfirmed_disabled: 'Anulowany',
    disabled: 'Zakończony',
  },
};
