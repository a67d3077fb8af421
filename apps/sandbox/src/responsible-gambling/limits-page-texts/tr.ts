import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (tr.json, limits.view).
export const tr: LimitsPageTexts = {
  title: 'Sorumlu oyun limitleri',
  rules:
    'Daha düşük bir limit hemen geçerli olur; daha yüksek bir limit veya kaldırma {hours} saat sonra geçerli olur. Mola veya kendini dışlama hemen başlar ve oturumunuzu kapatır.',
  none: 'Hiç limit belirlemediniz.',
  type: 'Limit',
  period: 'Dönem',
  value: 'Değer',
  status: 'Durum',
  until: 'bitiş',
  noEnd: 'Süresiz',
  change: 'Limit belirle veya değiştir',
  valueHint:
    'Para biriminizde, kuruşlarıyla birlikte tutar; etkinlik, oturum ve gerçeklik kontrolü limitleri dakika cinsinden; mola ve kendini dışlama gün cinsinden.',
  save: 'Limiti kaydet',
  remove: 'Bu limiti kaldır',
  saved: 'Kaydedildi.',
  failed: 'Limit kaydedilemedi.',
  signIn: 'Limitlerinizi görmek ve değiştirmek için spor bahislerinde oturum açın.',
  back: 'Spor bahislerine dön',
  types: {
    activity: 'Aktivite süresi',
    sportsbook_session: 'Oturum süresi',
    session: 'Oturum',
    bet: 'Bahis başına tutar',
    time: 'Süre',
    loss: 'Kayıp limiti',
    wager: 'Bahis limiti',
    deposit: 'Para yatırma limiti',
    reality_check: 'Gerçeklik kontrolü',
    selfexclusion: 'Kendini hariç tutma',
    coolingoff: 'Mola',
  },
  periods: {
    day: 'günlük',
    week: 'haftalık',
    month: 'aylık',
  },
  statuses: {
    active: 'Etkin',
    confirmed: 'Etkin',
    confirmed_disabled: 'Kaldırılana kadar etkin',
    unconfirmed: 'Bekleme süresinde',
    unconfirmed_disabled: 'İptal edildi',
    disabled: 'Sona erdi',
  },
};
