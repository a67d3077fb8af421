/** The mails and SMS the platform sends, in English and German (other languages get English). */
const texts = {
  en: {
    confirmSubject: 'Confirm your e-mail address',
    confirmBody: 'Welcome! Open the link below to confirm your e-mail address and start playing.',
    unlockSubject: 'Unlock your account',
    unlockBody: 'Your account was locked after too many failed sign-ins. Open the link below to unlock it.',
    resetSubject: 'Reset your password',
    resetBody:
      'Open the link below within an hour to choose a new password. Ignore this mail if you did not ask.',
    phoneSubject: 'Verification code',
    phoneBody: (code: string) => `Your verification code is ${code}. It is valid for 10 minutes.`,
  },
  de: {
    confirmSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    confirmBody: 'Willkommen! Öffnen Sie den Link unten, um Ihre E-Mail-Adresse zu bestätigen.',
    unlockSubject: 'Konto entsperren',
    unlockBody:
      'Ihr Konto wurde nach zu vielen fehlgeschlagenen Anmeldungen gesperrt. Öffnen Sie den Link unten, um es zu entsperren.',
    resetSubject: 'Passwort zurücksetzen',
    resetBody:
      'Öffnen Sie den Link unten innerhalb einer Stunde, um ein neues Passwort zu wählen. Ignorieren Sie diese E-Mail, wenn Sie das nicht angefordert haben.',
    phoneSubject: 'Bestätigungscode',
    phoneBody: (code: string) => `Ihr Bestätigungscode lautet ${code}. Er ist 10 Minuten gültig.`,
  },
};

/** The mail and SMS texts in a player's language (English unless German). */
export function mailTexts(language: string): (typeof texts)['en'] {
  return language.toLowerCase().startsWith('de') ? texts.de : texts.en;
}
