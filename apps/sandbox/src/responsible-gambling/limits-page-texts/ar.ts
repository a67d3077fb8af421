import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (ar.json, limits.view).
export const ar: LimitsPageTexts = {
  title: 'حدود اللعب المسؤول',
  rules:
    'يسري الحد الأدنى فورًا؛ أما الحد الأعلى أو الإلغاء فيسري بعد {hours} ساعة. تبدأ المهلة أو الاستبعاد الذاتي فورًا ويُسجَّل خروجك.',
  none: 'لم تضع أي حدود.',
  type: 'الحد',
  period: 'الفترة',
  value: 'القيمة',
  status: 'الحالة',
  until: 'حتى',
  noEnd: 'بلا نهاية',
  change: 'وضع الحدود أو تغييرها',
  valueHint:
    'المبالغ بعملتك مع كسورها العشرية؛ حدود النشاط والجلسة وتذكير الواقع بالدقائق؛ المهلة والاستبعاد الذاتي بالأيام.',
  save: 'حفظ الحد',
  remove: 'إلغاء هذا الحد',
  saved: 'تم الحفظ.',
  failed: 'تعذّر حفظ الحد.',
  signIn: 'سجّل الدخول إلى المراهنات الرياضية لعرض حدودك وتغييرها.',
  back: 'العودة إلى المراهنات الرياضية',
  types: {
    activity: 'مدة النشاط',
    sportsbook_session: 'مدة الجلسة',
    session: 'الجلسة',
    bet: 'المبلغ لكل رهان',
    time: 'الوقت',
    loss: 'حد الخسارة',
    wager: 'حد الرهانات',
    deposit: 'حد الإيداع',
    reality_check: 'تذكير بالواقع',
    selfexclusion: 'الاستبعاد الذاتي',
    coolingoff: 'استراحة',
  },
  periods: {
    day: 'يوميًا',
    week: 'أسبوعيًا',
    month: 'شهريًا',
  },
  statuses: {
    active: 'نشط',
    confirmed: 'نشط',
    confirmed_disabled: 'نشط حتى إزالته',
    unconfirmed: 'في انتظار فترة التهدئة',
    unconfirmed_disabled: 'ملغى',
    disabled: 'منتهٍ',
  },
};
