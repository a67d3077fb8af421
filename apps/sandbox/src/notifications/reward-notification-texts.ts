/** The notifications of a bonus issued or a jackpot hit (issue 22), by template. */
export type RewardTemplate = 'freebet_issued' | 'comboboost_issued' | 'bonus_issued' | 'jackpot_hit';

type Texts = Record<RewardTemplate, { title: string; body: string }>;

// `{amount}` is money with its currency code (a jackpot's win). English is the fallback.
export const rewardTexts: Record<string, Texts> = {
  en: {
    freebet_issued: { title: 'Freebet received', body: 'A freebet is waiting in your bonuses.' },
    comboboost_issued: {
      title: 'Comboboost received',
      body: 'Your next combo bet can win more with a comboboost.',
    },
    bonus_issued: { title: 'New bonus', body: 'A new bonus is waiting in your bonuses.' },
    jackpot_hit: { title: 'Jackpot won!', body: 'You hit the jackpot: {amount} was paid to your balance.' },
  },
  de: {
    freebet_issued: {
      title: 'Freiwette erhalten',
      body: 'Eine Freiwette wartet in Ihren Boni.',
    },
    comboboost_issued: {
      title: 'Kombi-Boost erhalten',
      body: 'Ihre nächste Kombiwette kann mit einem Kombi-Boost mehr gewinnen.',
    },
    bonus_issued: { title: 'Neuer Bonus', body: 'Ein neuer Bonus wartet in Ihren Boni.' },
    jackpot_hit: {
      title: 'Jackpot gewonnen!',
      body: 'Sie haben den Jackpot geknackt: {amount} wurden gutgeschrieben.',
    },
  },
  es: {
    freebet_issued: {
      title: 'Apuesta gratis recibida',
      body: 'Una apuesta gratis te espera en tus bonos.',
    },
    comboboost_issued: {
      title: 'Comboboost recibido',
      body: 'Tu próxima apuesta combinada puede ganar más con un comboboost.',
    },
    bonus_issued: { title: 'Nuevo bono', body: 'Un nuevo bono te espera en tus bonos.' },
    jackpot_hit: {
      title: '¡Jackpot ganado!',
      body: 'Has ganado el jackpot: se han abonado {amount} a tu saldo.',
    },
  },
  fr: {
    freebet_issued: {
      title: 'Pari gratuit reçu',
      body: 'Un pari gratuit vous attend dans vos bonus.',
    },
    comboboost_issued: {
      title: 'Comboboost reçu',
      body: 'Votre prochain pari combiné peut rapporter plus grâce à un comboboost.',
    },
    bonus_issued: { title: 'Nouveau bonus', body: 'Un nouveau bonus vous attend dans vos bonus.' },
    jackpot_hit: {
      title: 'Jackpot gagné !',
      body: 'Vous avez remporté le jackpot : {amount} crédités sur votre solde.',
    },
  },
  it: {
    freebet_issued: {
      title: 'Freebet ricevuta',
      body: 'Una freebet ti aspetta tra i tuoi bonus.',
    },
    comboboost_issued: {
      title: 'Comboboost ricevuto',
      body: 'La tua prossima multipla può vincere di più con un comboboost.',
    },
    bonus_issued: { title: 'Nuovo bonus', body: 'Un nuovo bonus ti aspetta tra i tuoi bonus.' },
    jackpot_hit: {
      title: 'Jackpot vinto!',
      body: 'Hai vinto il jackpot: {amount} accreditati sul tuo saldo.',
    },
  },
  pt: {
    freebet_issued: {
      title: 'Aposta grátis recebida',
      body: 'Uma aposta grátis espera por si nos bónus.',
    },
    comboboost_issued: {
      title: 'Comboboost recebido',
      body: 'A sua próxima aposta múltipla pode ganhar mais com um comboboost.',
    },
    bonus_issued: { title: 'Novo bónus', body: 'Um novo bónus espera por si nos seus bónus.' },
    jackpot_hit: {
      title: 'Jackpot ganho!',
      body: 'Ganhou o jackpot: {amount} foram creditados no seu saldo.',
    },
  },
  ru: {
    freebet_issued: { title: 'Фрибет получен', body: 'Фрибет ждёт вас в бонусах.' },
    comboboost_issued: {
      title: 'Комбобуст получен',
      body: 'Ваш следующий экспресс может выиграть больше с комбобустом.',
    },
    bonus_issued: { title: 'Новый бонус', body: 'Новый бонус ждёт вас в разделе бонусов.' },
    jackpot_hit: { title: 'Джекпот выигран!', body: 'Вы сорвали джекпот: {amount} зачислено на баланс.' },
  },
  pl: {
    freebet_issued: {
      title: 'Otrzymano freebet',
      body: 'Freebet czeka w Twoich bonusach.',
    },
    comboboost_issued: {
      title: 'Otrzymano comboboost',
      body: 'Twój następny kupon łączony może wygrać więcej dzięki comboboostowi.',
    },
    bonus_issued: { title: 'Nowy bonus', body: 'Nowy bonus czeka w Twoich bonusach.' },
    jackpot_hit: { title: 'Jackpot wygrany!', body: 'Trafiłeś jackpot: {amount} dopisano do salda.' },
  },
  tr: {
    freebet_issued: {
      title: 'Freebet alındı',
      body: 'Bonuslarınızda bir freebet sizi bekliyor.',
    },
    comboboost_issued: {
      title: 'Kombine artışı alındı',
      body: 'Bir sonraki kombine bahsiniz kombine artışıyla daha fazla kazanabilir.',
    },
    bonus_issued: { title: 'Yeni bonus', body: 'Bonuslarınızda yeni bir bonus sizi bekliyor.' },
    jackpot_hit: { title: 'Jackpot kazandınız!', body: 'Jackpotu vurdunuz: {amount} bakiyenize eklendi.' },
  },
  no: {
    freebet_issued: {
      title: 'Gratisspill mottatt',
      body: 'Et gratisspill venter i bonusene dine.',
    },
    comboboost_issued: {
      title: 'Kombiboost mottatt',
      body: 'Ditt neste kombinasjonsspill kan vinne mer med en kombiboost.',
    },
    bonus_issued: { title: 'Ny bonus', body: 'En ny bonus venter i bonusene dine.' },
    jackpot_hit: {
      title: 'Jackpot vunnet!',
      body: 'Du traff jackpoten: {amount} er satt inn på saldoen din.',
    },
  },
  sl: {
    freebet_issued: {
      title: 'Prejeta brezplačna stava',
      body: 'Brezplačna stava vas čaka med bonusi.',
    },
    comboboost_issued: {
      title: 'Prejet kombo bonus',
      body: 'Vaša naslednja kombinirana stava lahko s kombo bonusom dobi več.',
    },
    bonus_issued: { title: 'Nov bonus', body: 'Med vašimi bonusi vas čaka nov bonus.' },
    jackpot_hit: {
      title: 'Jackpot zadet!',
      body: 'Zadeli ste jackpot: {amount} je pripisanih na vaše stanje.',
    },
  },
  ar: {
    freebet_issued: { title: 'استلمت رهانًا مجانيًا', body: 'رهان مجاني بانتظارك في مكافآتك.' },
    comboboost_issued: {
      title: 'استلمت معزز الرهان المركب',
      body: 'يمكن لرهانك المركب القادم أن يربح أكثر مع معزز الرهان المركب.',
    },
    bonus_issued: { title: 'مكافأة جديدة', body: 'مكافأة جديدة بانتظارك في مكافآتك.' },
    jackpot_hit: { title: 'ربحت الجائزة الكبرى!', body: 'فزت بالجائزة الكبرى: أُضيف {amount} إلى رصيدك.' },
  },
  he: {
    freebet_issued: { title: 'קיבלת הימור חינם', body: 'הימור חינם מחכה לך בבונוסים.' },
    comboboost_issued: {
      title: 'קיבלת בוסט קומבו',
      body: 'הימור הקומבו הבא שלך יכול לזכות ביותר עם בוסט קומבו.',
    },
    bonus_issued: { title: 'בונוס חדש', body: 'בונוס חדש מחכה לך בבונוסים.' },
    jackpot_hit: { title: 'זכית בג׳קפוט!', body: 'זכית בג׳קפוט: {amount} נזקפו ליתרה שלך.' },
  },
};
