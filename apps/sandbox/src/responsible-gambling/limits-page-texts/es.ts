import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (es.json, limits.view).
export const es: LimitsPageTexts = {
  title: 'Límites de juego responsable',
  rules:
    'Un límite más bajo se aplica al instante; uno más alto o su eliminación, tras {hours} horas. Una pausa o autoexclusión empieza al instante y cierra tu sesión.',
  none: 'No has establecido ningún límite.',
  type: 'Límite',
  period: 'Periodo',
  value: 'Valor',
  status: 'Estado',
  until: 'hasta',
  noEnd: 'Sin fin',
  change: 'Establecer o cambiar límites',
  valueHint:
    'Dinero en tu moneda, con sus decimales; límites de actividad, de sesión y de control de realidad en minutos; pausa y autoexclusión en días.',
  save: 'Guardar límite',
  remove: 'Eliminar este límite',
  saved: 'Guardado.',
  failed: 'No se pudo guardar el límite.',
  signIn: 'Inicia sesión en las apuestas deportivas para ver y cambiar tus límites.',
  back: 'Volver a las apuestas deportivas',
  types: {
    activity: 'Tiempo de actividad',
    sportsbook_session: 'Duración de la sesión',
    session: 'Sesión',
    bet: 'Importe por apuesta',
    time: 'Tiempo',
    loss: 'Límite de pérdidas',
    wager: 'Límite de apuestas',
    deposit: 'Límite de depósito',
    reality_check: 'Control de realidad',
    selfexclusion: 'Autoexclusión',
    coolingoff: 'Pausa',
  },
  periods: {
    day: 'por día',
    week: 'por semana',
    month: 'por mes',
  },
  statuses: {
    active: 'Activo',
    confirmed: 'Activo',
    confirmed_disabled: 'Activo hasta su retirada',
    unconfirmed: 'En periodo de reflexión',
    unconfirmed_disabled: 'Cancelado',
    disabled: 'Finalizado',
  },
};
