import { addLocalizedMessages } from '../http/messages';

/** Player-facing texts of the platform's own error codes, added to the error body's `localized_message`. */
export function registerPlatformMessages(): void {
  addLocalizedMessages({
    en: {
      invalid_credentials: 'The e-mail or password is not correct.',
      account_locked:
        'Too many failed sign-ins: please try again later. If this address has an account, we sent it a link to unlock it now.',
      unconfirmed: 'Please confirm your e-mail address first. We sent you a link.',
      email_taken: 'An account with this e-mail already exists.',
      common_password: 'This password is too common and easy to guess. Please choose another one.',
      invalid_token: 'This link is not valid or has expired.',
      invalid_code: 'The code is not correct or has expired.',
      unsupported_currency: 'This currency is not available.',
      insufficient_funds: 'Your balance is too low.',
      session_error: 'Your session has ended. Please sign in again.',
    },
    de: {
      invalid_credentials: 'E-Mail oder Passwort ist nicht korrekt.',
      account_locked:
        'Zu viele fehlgeschlagene Anmeldungen: Bitte versuchen Sie es später erneut. Falls zu dieser Adresse ein Konto gehört, haben wir ihr einen Link zum sofortigen Entsperren gesendet.',
      unconfirmed: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen einen Link gesendet.',
      email_taken: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
      common_password:
        'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
      invalid_token: 'Dieser Link ist ungültig oder abgelaufen.',
      invalid_code: 'Der Code ist falsch oder abgelaufen.',
      unsupported_currency: 'Diese Währung ist nicht verfügbar.',
      insufficient_funds: 'Ihr Guthaben reicht nicht aus.',
      session_error: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    },
  });
}
