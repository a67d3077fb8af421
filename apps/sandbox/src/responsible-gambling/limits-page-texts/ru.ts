import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (ru.json, limits.view).
export const ru: LimitsPageTexts = {
  title: 'Лимиты ответственной игры',
  rules:
    'Более низкий лимит действует сразу; более высокий лимит или его отмена — через {hours} ч. Перерыв или самоисключение начинается сразу и завершает ваш сеанс.',
  none: 'Вы не установили ни одного лимита.',
  type: 'Лимит',
  period: 'Период',
  value: 'Значение',
  status: 'Статус',
  until: 'до',
  noEnd: 'Бессрочно',
  change: 'Установить или изменить лимиты',
  valueHint:
    'Деньги в вашей валюте, с копейками; лимиты активности, сеанса и напоминаний о времени игры в минутах; перерыв и самоисключение в днях.',
  save: 'Сохранить лимит',
  remove: 'Отменить этот лимит',
  saved: 'Сохранено.',
  failed: 'Не удалось сохранить лимит.',
  signIn: 'Войдите в раздел ставок на спорт, чтобы видеть и менять свои лимиты.',
  back: 'Назад к ставкам на спорт',
  types: {
    activity: 'Время активности',
    sportsbook_session: 'Длительность сессии',
    session: 'Сессия',
    bet: 'Ставка на пари',
    time: 'Время',
    loss: 'Лимит проигрыша',
    wager: 'Лимит ставок',
    deposit: 'Лимит депозита',
    reality_check: 'Проверка реальности',
    selfexclusion: 'Самоисключение',
    coolingoff: 'Перерыв',
  },
  periods: {
    day: 'в день',
    week: 'в неделю',
    month: 'в месяц',
  },
  statuses: {
    active: 'Активен',
    confirmed: 'Активен',
    confirmed_disabled: 'Активен до отмены',
    unconfirmed: 'Ожидает окончания периода',
    unconfirmed_disabled: 'Отменён',
    disabled: 'Завершён',
  },
};
