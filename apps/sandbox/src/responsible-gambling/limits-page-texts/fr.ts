import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (fr.json, limits.view).
export const fr: LimitsPageTexts = {
  title: 'Limites de jeu responsable',
  rules:
    "Une limite plus basse s'applique immédiatement ; une limite plus haute ou une suppression s'applique après {hours} heures. Une pause ou une auto-exclusion commence immédiatement et vous déconnecte.",
  none: "Vous n'avez défini aucune limite.",
  type: 'Limite',
  period: 'Période',
  value: 'Valeur',
  status: 'Statut',
  until: "jusqu'au",
  noEnd: 'Sans fin',
  change: 'Définir ou modifier les limites',
  valueHint:
    "Argent dans votre devise, avec ses décimales ; limites d'activité, de session et de rappel de réalité en minutes ; pause et auto-exclusion en jours.",
  save: 'Enregistrer la limite',
  remove: 'Supprimer cette limite',
  saved: 'Enregistré.',
  failed: "La limite n'a pas pu être enregistrée.",
  signIn: 'Connectez-vous aux paris sportifs pour voir et modifier vos limites.',
  back: 'Retour aux paris sportifs',
  types: {
    activity: "Temps d'activité",
    sportsbook_session: 'Durée de session',
    session: 'Session',
    bet: 'Mise par pari',
    time: 'Temps',
    loss: 'Limite de pertes',
    wager: 'Limite de mises',
    deposit: 'Limite de dépôt',
    reality_check: 'Point sur votre jeu',
    selfexclusion: 'Auto-exclusion',
    coolingoff: 'Pause',
  },
  periods: {
    day: 'par jour',
    week: 'par semaine',
    month: 'par mois',
  },
  statuses: {
    active: 'Active',
    confirmed: 'Active',
    confirmed_disabled: "Active jusqu'à sa suppression",
    unconfirmed: 'En délai de réflexion',
    unconfirmed_disabled: 'Annulée',
    disabled: 'Terminée',
  },
};
