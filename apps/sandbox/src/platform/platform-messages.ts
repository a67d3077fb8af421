import { addLocalizedMessages } from '../http/messages';

/** Player-facing texts of the platform's own error codes, added to the error body's `localized_message`. */
export function registerPlatformMessages(): void {
  addLocalizedMessages({
    en: {
      invalid_credentials: 'The e-mail or password is not correct.',
      account_locked:
        'Your account is locked after too many failed sign-ins. We sent you an e-mail to unlock it.',
      unconfirmed: 'Please confirm your e-mail address first. We sent you a link.',
      email_taken: 'An account with this e-mail already exists.',
      invalid_token: 'This link is not valid or has expired.',
      invalid_code: 'The code is not correct or has expired.',
      unsupported_currency: 'This currency is not available.',
      insufficient_funds: 'Your balance is too low.',
      session_error: 'Your session has ended. Please sign in again.',
    },
    de: {
      invalid_credentials: 'E-Mail oder Passwort ist nicht korrekt.',
      account_locked:
        'Ihr Konto wurde nach zu vielen fehlgeschlagenen Anmeldungen gesperrt. Wir haben Ihnen eine E-Mail zum Entsperren gesendet.',
      unconfirmed: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen einen Link gesendet.',
      email_taken: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
      invalid_token: 'Dieser Link ist ungültig oder abgelaufen.',
      invalid_code: 'Der Code ist falsch oder abgelaufen.',
      unsupported_currency: 'Diese Währung ist nicht verfügbar.',
      insufficient_funds: 'Ihr Guthaben reicht nicht aus.',
      session_error: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    },
  });
}
