/** The languages of the payment provider's pages: English, German and Arabic (right to left). */
export type PaymentLanguage = 'en' | 'de' | 'ar';

/** Texts of the provider's pages. */
export interface PaymentTexts {
  deposit: string;
  transactions: string;
  terms: string;
  help: string;
  signIn: string;
  balance: string;
  amount: string;
  amountHint: string;
  method: string;
  testCard: string;
  declines: string;
  staysPending: string;
  submit: string;
  sending: string;
  success: string;
  pending: string;
  failed: string;
  invalidAmount: string;
  detailsTitle: string;
  detailsHint: string;
  save: string;
  fields: Record<'birth_date' | 'country' | 'city' | 'address' | 'postal_code', string>;
  noTransactions: string;
  columns: { date: string; kind: string; amount: string; balance: string; status: string };
  statuses: Record<'success' | 'error' | 'pending', string>;
  kinds: Record<string, string>;
  back: string;
  termsBody: string[];
  helpBody: string[];
}

const en: PaymentTexts = {
  deposit: 'Deposit',
  transactions: 'Transactions',
  terms: 'Terms and conditions',
  help: 'Help center',
  signIn: 'Sign in to the sportsbook to deposit.',
  balance: 'Balance',
  amount: 'Amount',
  amountHint: 'Between {min} and {max}',
  method: 'Payment method',
  testCard: 'Test card',
  declines: 'is declined',
  staysPending: 'waits for the bank',
  submit: 'Deposit',
  sending: 'Processing…',
  success: 'Your deposit was credited.',
  pending: 'Your deposit is waiting for the bank. We credit it as soon as it is confirmed.',
  failed: 'Your deposit failed. No money was taken.',
  invalidAmount: 'Enter an amount between {min} and {max}.',
  detailsTitle: 'Your details',
  detailsHint: 'Before your first deposit we need a few details, as the law asks.',
  save: 'Save and continue',
  fields: {
    birth_date: 'Date of birth',
    country: 'Country (two letters, e.g. DE)',
    city: 'City',
    address: 'Address',
    postal_code: 'Postal code',
  },
  noTransactions: 'No transactions yet.',
  columns: { date: 'Date', kind: 'Type', amount: 'Amount', balance: 'Balance after', status: 'Status' },
  statuses: { success: 'Credited', error: 'Failed', pending: 'Pending' },
  kinds: {
    deposit: 'Deposit',
    bet_stake: 'Stake',
    bet_win: 'Winnings',
    bet_refund: 'Refund',
    cashout: 'Cash out',
    control: 'Adjustment',
  },
  back: 'Back to the sportsbook',
  termsBody: [
    'The sandbox payment provider moves play money only: no card is charged and no money leaves the sandbox.',
    'A deposit is credited once, even when it is sent twice. Deposits may be refused over your deposit limit or where deposits are not offered.',
    'A deposit waiting for the bank is credited when the bank confirms it, or shown as failed when it refuses.',
  ],
  helpBody: [
    'Deposit: open the deposit page from the balance in the header, choose an amount and a card.',
    'Test cards (testers only): •••• 0002 is declined, •••• 3220 waits for the bank.',
    'Your transactions list every deposit, stake, win and cash out with the balance after it.',
  ],
};

const de: PaymentTexts = {
  deposit: 'Einzahlung',
  transactions: 'Transaktionen',
  terms: 'Geschäftsbedingungen',
  help: 'Hilfe-Center',
  signIn: 'Melden Sie sich im Sportwetten-Angebot an, um einzuzahlen.',
  balance: 'Guthaben',
  amount: 'Betrag',
  amountHint: 'Zwischen {min} und {max}',
  method: 'Zahlungsmethode',
  testCard: 'Testkarte',
  declines: 'wird abgelehnt',
  staysPending: 'wartet auf die Bank',
  submit: 'Einzahlen',
  sending: 'Wird verarbeitet …',
  success: 'Ihre Einzahlung wurde gutgeschrieben.',
  pending: 'Ihre Einzahlung wartet auf die Bank. Wir schreiben sie gut, sobald sie bestätigt ist.',
  failed: 'Ihre Einzahlung ist fehlgeschlagen. Es wurde kein Geld abgebucht.',
  invalidAmount: 'Geben Sie einen Betrag zwischen {min} und {max} ein.',
  detailsTitle: 'Ihre Angaben',
  detailsHint: 'Vor Ihrer ersten Einzahlung brauchen wir gesetzlich vorgeschriebene Angaben.',
  save: 'Speichern und weiter',
  fields: {
    birth_date: 'Geburtsdatum',
    country: 'Land (zwei Buchstaben, z. B. DE)',
    city: 'Ort',
    address: 'Adresse',
    postal_code: 'Postleitzahl',
  },
  noTransactions: 'Noch keine Transaktionen.',
  columns: { date: 'Datum', kind: 'Art', amount: 'Betrag', balance: 'Guthaben danach', status: 'Status' },
  statuses: { success: 'Gutgeschrieben', error: 'Fehlgeschlagen', pending: 'Ausstehend' },
  kinds: {
    deposit: 'Einzahlung',
    bet_stake: 'Einsatz',
    bet_win: 'Gewinn',
    bet_refund: 'Erstattung',
    cashout: 'Auszahlung (Cashout)',
    control: 'Korrektur',
  },
  back: 'Zurück zum Sportwetten-Angebot',
  termsBody: [
    'Der Sandbox-Zahlungsanbieter bewegt nur Spielgeld: Keine Karte wird belastet, kein Geld verlässt die Sandbox.',
    'Eine Einzahlung wird einmal gutgeschrieben, auch wenn sie doppelt gesendet wird. Über Ihrem Einzahlungslimit oder wo keine Einzahlungen angeboten werden, kann sie abgelehnt werden.',
    'Eine Einzahlung, die auf die Bank wartet, wird gutgeschrieben, sobald die Bank sie bestätigt, oder als fehlgeschlagen angezeigt, wenn sie ablehnt.',
  ],
  helpBody: [
    'Einzahlen: Öffnen Sie die Einzahlung über das Guthaben in der Kopfzeile, wählen Sie Betrag und Karte.',
    'Testkarten (nur für Tester): •••• 0002 wird abgelehnt, •••• 3220 wartet auf die Bank.',
    'Ihre Transaktionen zeigen jede Einzahlung, jeden Einsatz, Gewinn und Cashout mit dem Guthaben danach.',
  ],
};

const ar: PaymentTexts = {
  deposit: 'إيداع',
  transactions: 'المعاملات',
  terms: 'الشروط والأحكام',
  help: 'مركز المساعدة',
  signIn: 'سجّل الدخول إلى منصة المراهنات لتتمكن من الإيداع.',
  balance: 'الرصيد',
  amount: 'المبلغ',
  amountHint: 'بين {min} و{max}',
  method: 'طريقة الدفع',
  testCard: 'بطاقة اختبار',
  declines: 'تُرفض',
  staysPending: 'تنتظر تأكيد البنك',
  submit: 'إيداع',
  sending: 'جارٍ المعالجة…',
  success: 'تمت إضافة إيداعك إلى رصيدك.',
  pending: 'إيداعك بانتظار تأكيد البنك. سنضيفه إلى رصيدك فور تأكيده.',
  failed: 'فشل إيداعك. لم يُخصم أي مبلغ.',
  invalidAmount: 'أدخل مبلغًا بين {min} و{max}.',
  detailsTitle: 'بياناتك',
  detailsHint: 'قبل إيداعك الأول نحتاج إلى بعض البيانات كما يقتضي القانون.',
  save: 'حفظ ومتابعة',
  fields: {
    birth_date: 'تاريخ الميلاد',
    country: 'البلد (حرفان، مثل DE)',
    city: 'المدينة',
    address: 'العنوان',
    postal_code: 'الرمز البريدي',
  },
  noTransactions: 'لا توجد معاملات بعد.',
  columns: { date: 'التاريخ', kind: 'النوع', amount: 'المبلغ', balance: 'الرصيد بعدها', status: 'الحالة' },
  statuses: { success: 'أُضيف', error: 'فشل', pending: 'قيد الانتظار' },
  kinds: {
    deposit: 'إيداع',
    bet_stake: 'رهان',
    bet_win: 'ربح',
    bet_refund: 'استرداد',
    cashout: 'صرف مبكر',
    control: 'تعديل',
  },
  back: 'العودة إلى منصة المراهنات',
  termsBody: [
    'مزوّد الدفع التجريبي ينقل أموال اللعب فقط: لا تُخصم أي بطاقة ولا تغادر أي أموال البيئة التجريبية.',
    'يُضاف الإيداع مرة واحدة حتى لو أُرسل مرتين. قد يُرفض الإيداع إذا تجاوز حد الإيداع لديك أو حيث لا تتوفر الإيداعات.',
    'الإيداع الذي ينتظر البنك يُضاف عند تأكيد البنك، أو يظهر فاشلًا إذا رفضه.',
  ],
  helpBody: [
    'الإيداع: افتح صفحة الإيداع من الرصيد في أعلى الصفحة، واختر المبلغ والبطاقة.',
    'بطاقات الاختبار (للمختبرين فقط): •••• 0002 تُرفض، و•••• 3220 تنتظر البنك.',
    'تعرض معاملاتك كل إيداع ورهان وربح وصرف مبكر مع الرصيد بعده.',
  ],
};

const texts: Record<PaymentLanguage, PaymentTexts> = { en, de, ar };

/** The language of a provider page: `?locale=`, else the browser's first; English when neither is offered. */
export function paymentLanguage(queryLocale: unknown, acceptLanguage: string | undefined): PaymentLanguage {
  const wanted = typeof queryLocale === 'string' ? queryLocale : ((acceptLanguage ?? '').split(',')[0] ?? '');
  const base = wanted.trim().toLowerCase().slice(0, 2);
  return base === 'de' || base === 'ar' ? base : 'en';
}

/** The texts of a language. */
export function paymentTexts(language: PaymentLanguage): PaymentTexts {
  return texts[language];
}
