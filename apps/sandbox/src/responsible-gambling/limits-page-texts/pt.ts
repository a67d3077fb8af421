import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (pt.json, limits.view).
export const pt: LimitsPageTexts = {
  title: 'Limites de jogo responsável',
  rules:
    'Um limite mais baixo aplica-se de imediato; um limite mais alto ou a sua remoção aplica-se após {hours} horas. Uma pausa ou autoexclusão começa de imediato e termina a sua sessão.',
  none: 'Não definiu nenhum limite.',
  type: 'Limite',
  period: 'Período',
  value: 'Valor',
  status: 'Estado',
  until: 'até',
  noEnd: 'Sem fim',
  change: 'Definir ou alterar limites',
  valueHint:
    'Dinheiro na sua moeda, com as casas decimais; limites de atividade, de sessão e de verificação da realidade em minutos; pausa e autoexclusão em dias.',
  save: 'Guardar limite',
  remove: 'Remover este limite',
  saved: 'Guardado.',
  failed: 'Não foi possível guardar o limite.',
  signIn: 'Inicie sessão nas apostas desportivas para ver e alterar os seus limites.',
  back: 'Voltar às apostas desportivas',
  types: {
    activity: 'Tempo de atividade',
    sportsbook_session: 'Duração da sessão',
    session: 'Sessão',
    bet: 'Valor por aposta',
    time: 'Tempo',
    loss: 'Limite de perdas',
    wager: 'Limite de apostas',
    deposit: 'Limite de depósito',
    reality_check: 'Verificação de realidade',
    selfexclusion: 'Autoexclusão',
    coolingoff: 'Pausa',
  },
  periods: {
    day: 'por dia',
    week: 'por semana',
    month: 'por mês',
  },
  statuses: {
    active: 'Ativo',
    confirmed: 'Ativo',
    confirmed_disabled: 'Ativo até ser removido',
    unconfirmed: 'A aguardar o período de reflexão',
    unconfirmed_disabled: 'Cancelado',
    disabled: 'Terminado',
  },
};
