import type { LimitsPageTexts } from './shape';

// NOTE: the limit, period and status names match the web app's catalogue (he.json, limits.view).
export const he: LimitsPageTexts = {
  title: 'מגבלות הימור אחראי',
  rules:
    'מגבלה נמוכה יותר חלה מיד; מגבלה גבוהה יותר או ביטול חלים אחרי {hours} שעות. הפסקה או החרגה עצמית מתחילות מיד ומנתקות אותך.',
  none: 'לא הגדרת מגבלות.',
  type: 'מגבלה',
  period: 'תקופה',
  value: 'ערך',
  status: 'סטטוס',
  until: 'עד',
  noEnd: 'ללא סוף',
  change: 'הגדרה או שינוי של מגבלות',
  valueHint:
    'סכומים במטבע שלך, כולל אגורות; מגבלות פעילות, סשן ובדיקת מציאות בדקות; הפסקה והחרגה עצמית בימים.',
  save: 'שמירת המגבלה',
  remove: 'ביטול המגבלה הזו',
  saved: 'נשמר.',
  failed: 'לא ניתן היה לשמור את המגבלה.',
  signIn: 'יש להתחבר להימורי הספורט כדי לראות ולשנות את המגבלות.',
  back: 'חזרה להימורי הספורט',
  types: {
    activity: 'זמן פעילות',
    sportsbook_session: 'אורך סשן',
    session: 'סשן',
    bet: 'סכום להימור',
    time: 'זמן',
    loss: 'מגבלת הפסד',
    wager: 'מגבלת הימורים',
    deposit: 'מגבלת הפקדה',
    reality_check: 'בדיקת מציאות',
    selfexclusion: 'החרגה עצמית',
    coolingoff: 'פסק זמן',
  },
  periods: {
    day: 'ליום',
    week: 'לשבוע',
    month: 'לחודש',
  },
  statuses: {
    active: 'פעילה',
    confirmed: 'פעילה',
    confirmed_disabled: 'פעילה עד להסרה',
    unconfirmed: 'ממתינה לתקופת הצינון',
    unconfirmed_disabled: 'בוטלה',
    disabled: 'הסתיימה',
  },
};
