import { rewardTexts } from './reward-notification-texts';
import type { RewardTemplate } from './reward-notification-texts';

type BetTemplate = 'bet_won' | 'bet_lost' | 'bet_refunded' | 'bet_cashed_out' | 'bet_cancelled';

/** The notifications the sandbox raises itself, by template; an operator's announcement brings its own text. */
export type NotificationTemplate = BetTemplate | RewardTemplate;

type Texts = Record<BetTemplate, { title: string; body: string }>;

// `{ref}` is the bet's reference, `{amount}` money with its currency code. English is the fallback.
const texts: Record<string, Texts> = {
  en: {
    bet_won: { title: 'Bet won', body: 'Your bet {ref} won {amount}.' },
    bet_lost: { title: 'Bet lost', body: 'Your bet {ref} did not win this time.' },
    bet_refunded: { title: 'Bet refunded', body: 'Your bet {ref} was settled as a refund: {amount}.' },
    bet_cashed_out: { title: 'Bet cashed out', body: 'You cashed out {amount} from your bet {ref}.' },
    bet_cancelled: { title: 'Bet cancelled', body: 'Your bet {ref} was cancelled and its stake returned.' },
  },
  de: {
    bet_won: { title: 'Wette gewonnen', body: 'Ihre Wette {ref} hat {amount} gewonnen.' },
    bet_lost: { title: 'Wette verloren', body: 'Ihre Wette {ref} hat diesmal nicht gewonnen.' },
    bet_refunded: { title: 'Wette erstattet', body: 'Ihre Wette {ref} wurde erstattet: {amount}.' },
    bet_cashed_out: {
      title: 'Wette ausgezahlt',
      body: 'Sie haben {amount} aus Ihrer Wette {ref} ausgezahlt.',
    },
    bet_cancelled: {
      title: 'Wette storniert',
      body: 'Ihre Wette {ref} wurde storniert, der Einsatz erstattet.',
    },
  },
  es: {
    bet_won: { title: 'Apuesta ganada', body: 'Tu apuesta {ref} ha ganado {amount}.' },
    bet_lost: { title: 'Apuesta perdida', body: 'Tu apuesta {ref} no ha ganado esta vez.' },
    bet_refunded: {
      title: 'Apuesta reembolsada',
      body: 'Tu apuesta {ref} se liquidó como reembolso: {amount}.',
    },
    bet_cashed_out: { title: 'Apuesta cobrada', body: 'Has cobrado {amount} de tu apuesta {ref}.' },
    bet_cancelled: {
      title: 'Apuesta cancelada',
      body: 'Tu apuesta {ref} se canceló y se devolvió el importe.',
    },
  },
  fr: {
    bet_won: { title: 'Pari gagné', body: 'Votre pari {ref} a gagné {amount}.' },
    bet_lost: { title: 'Pari perdu', body: "Votre pari {ref} n'a pas gagné cette fois." },
    bet_refunded: { title: 'Pari remboursé', body: 'Votre pari {ref} a été remboursé : {amount}.' },
    bet_cashed_out: { title: 'Pari encaissé', body: 'Vous avez encaissé {amount} sur votre pari {ref}.' },
    bet_cancelled: { title: 'Pari annulé', body: 'Votre pari {ref} a été annulé et sa mise rendue.' },
  },
  it: {
    bet_won: { title: 'Scommessa vinta', body: 'La tua scommessa {ref} ha vinto {amount}.' },
    bet_lost: { title: 'Scommessa persa', body: 'La tua scommessa {ref} questa volta non ha vinto.' },
    bet_refunded: {
      title: 'Scommessa rimborsata',
      body: 'La tua scommessa {ref} è stata rimborsata: {amount}.',
    },
    bet_cashed_out: { title: 'Cash out eseguito', body: 'Hai incassato {amount} dalla tua scommessa {ref}.' },
    bet_cancelled: {
      title: 'Scommessa annullata',
      body: 'La tua scommessa {ref} è stata annullata e la puntata resa.',
    },
  },
  pt: {
    bet_won: { title: 'Aposta ganha', body: 'A sua aposta {ref} ganhou {amount}.' },
    bet_lost: { title: 'Aposta perdida', body: 'A sua aposta {ref} não ganhou desta vez.' },
    bet_refunded: { title: 'Aposta reembolsada', body: 'A sua aposta {ref} foi reembolsada: {amount}.' },
    bet_cashed_out: { title: 'Cash out feito', body: 'Recebeu {amount} da sua aposta {ref}.' },
    bet_cancelled: {
      title: 'Aposta cancelada',
      body: 'A sua aposta {ref} foi cancelada e o valor devolvido.',
    },
  },
  ru: {
    bet_won: { title: 'Ставка выиграла', body: 'Ваша ставка {ref} выиграла {amount}.' },
    bet_lost: { title: 'Ставка проиграла', body: 'Ваша ставка {ref} на этот раз не выиграла.' },
    bet_refunded: { title: 'Возврат ставки', body: 'По ставке {ref} сделан возврат: {amount}.' },
    bet_cashed_out: { title: 'Ставка выкуплена', body: 'Вы получили {amount} за выкуп ставки {ref}.' },
    bet_cancelled: { title: 'Ставка отменена', body: 'Ставка {ref} отменена, сумма ставки возвращена.' },
  },
  pl: {
    bet_won: { title: 'Zakład wygrany', body: 'Twój zakład {ref} wygrał {amount}.' },
    bet_lost: { title: 'Zakład przegrany', body: 'Twój zakład {ref} tym razem nie wygrał.' },
    bet_refunded: { title: 'Zakład zwrócony', body: 'Twój zakład {ref} rozliczono jako zwrot: {amount}.' },
    bet_cashed_out: { title: 'Zakład wypłacony', body: 'Wypłaciłeś {amount} z zakładu {ref}.' },
    bet_cancelled: { title: 'Zakład anulowany', body: 'Twój zakład {ref} anulowano, a stawkę zwrócono.' },
  },
  tr: {
    bet_won: { title: 'Bahis kazandı', body: '{ref} numaralı bahsiniz {amount} kazandı.' },
    bet_lost: { title: 'Bahis kaybetti', body: '{ref} numaralı bahsiniz bu kez kazanmadı.' },
    bet_refunded: { title: 'Bahis iade edildi', body: '{ref} numaralı bahsiniz iade edildi: {amount}.' },
    bet_cashed_out: { title: 'Bahis bozduruldu', body: '{ref} numaralı bahsinizden {amount} bozdurdunuz.' },
    bet_cancelled: {
      title: 'Bahis iptal edildi',
      body: '{ref} numaralı bahsiniz iptal edildi, tutar iade edildi.',
    },
  },
  no: {
    bet_won: { title: 'Spill vunnet', body: 'Spillet ditt {ref} vant {amount}.' },
    bet_lost: { title: 'Spill tapt', body: 'Spillet ditt {ref} vant ikke denne gangen.' },
    bet_refunded: { title: 'Spill refundert', body: 'Spillet ditt {ref} ble refundert: {amount}.' },
    bet_cashed_out: { title: 'Spill innløst', body: 'Du innløste {amount} fra spillet ditt {ref}.' },
    bet_cancelled: {
      title: 'Spill kansellert',
      body: 'Spillet ditt {ref} ble kansellert og innsatsen returnert.',
    },
  },
  sl: {
    bet_won: { title: 'Stava dobljena', body: 'Vaša stava {ref} je dobila {amount}.' },
    bet_lost: { title: 'Stava izgubljena', body: 'Vaša stava {ref} tokrat ni dobila.' },
    bet_refunded: { title: 'Stava povrnjena', body: 'Vaša stava {ref} je bila povrnjena: {amount}.' },
    bet_cashed_out: { title: 'Stava izplačana', body: 'Iz stave {ref} ste izplačali {amount}.' },
    bet_cancelled: { title: 'Stava preklicana', body: 'Vaša stava {ref} je bila preklicana, vložek vrnjen.' },
  },
  ar: {
    bet_won: { title: 'رهان رابح', body: 'ربح رهانك {ref} مبلغ {amount}.' },
    bet_lost: { title: 'رهان خاسر', body: 'لم يربح رهانك {ref} هذه المرة.' },
    bet_refunded: { title: 'رهان مسترد', body: 'تمت تسوية رهانك {ref} كاسترداد: {amount}.' },
    bet_cashed_out: { title: 'تم صرف الرهان', body: 'صرفت {amount} من رهانك {ref}.' },
    bet_cancelled: { title: 'رهان ملغى', body: 'أُلغي رهانك {ref} وأُعيد مبلغه.' },
  },
  he: {
    bet_won: { title: 'ההימור זכה', body: 'ההימור שלך {ref} זכה ב-{amount}.' },
    bet_lost: { title: 'ההימור הפסיד', body: 'ההימור שלך {ref} לא זכה הפעם.' },
    bet_refunded: { title: 'ההימור הוחזר', body: 'ההימור שלך {ref} הוחזר: {amount}.' },
    bet_cashed_out: { title: 'ההימור נפדה', body: 'פדית {amount} מההימור שלך {ref}.' },
    bet_cancelled: { title: 'ההימור בוטל', body: 'ההימור שלך {ref} בוטל והסכום הוחזר.' },
  },
};

/** The first language of an `Accept-Language` header (or a bare code) that has texts; English otherwise. */
export function notificationLanguage(acceptLanguage: string | undefined): string {
  const codes = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return codes.find((code) => code in texts) ?? 'en';
}

/** A template's title and body in `language`, its `{name}` values filled in. */
export function renderNotification(
  template: NotificationTemplate,
  params: Record<string, string>,
  language: string,
): { title: string; body: string } {
  const table = { ...(texts[language] ?? texts.en!), ...(rewardTexts[language] ?? rewardTexts.en!) };
  const text = table[template];
  const fill = (value: string) => value.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  return { title: fill(text.title), body: fill(text.body) };
}
