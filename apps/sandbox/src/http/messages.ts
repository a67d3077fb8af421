// Player-facing texts of the error body's `localized_message`, by error code and language. English is the
// fallback for every code and every language.
const messages: Record<string, Record<string, string>> = {
  en: {
    bad_request: 'The request could not be understood.',
    validation_failed: 'Some of the data sent is not valid.',
    unauthorized: 'Please sign in to continue.',
    forbidden: 'You are not allowed to do this.',
    not_found: 'We could not find what you asked for.',
    method_not_allowed: 'This action is not allowed here.',
    conflict: 'This conflicts with the current state. Please try again.',
    payload_too_large: 'The data sent is too large.',
    too_many_requests: 'Too many requests. Please wait a moment.',
    internal_error: 'Oops, sorry. Something went wrong.',
    invalid_quick_stakes: 'Quick stakes must be different amounts within the minimum and maximum stake.',
  },
  de: {
    bad_request: 'Die Anfrage konnte nicht verstanden werden.',
    validation_failed: 'Einige der gesendeten Daten sind ungültig.',
    unauthorized: 'Bitte melden Sie sich an, um fortzufahren.',
    forbidden: 'Das ist Ihnen nicht erlaubt.',
    not_found: 'Das Gesuchte wurde nicht gefunden.',
    method_not_allowed: 'Diese Aktion ist hier nicht erlaubt.',
    conflict: 'Das widerspricht dem aktuellen Stand. Bitte versuchen Sie es erneut.',
    payload_too_large: 'Die gesendeten Daten sind zu groß.',
    too_many_requests: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
    internal_error: 'Entschuldigung, da ist etwas schiefgelaufen.',
    invalid_quick_stakes:
      'Schnelleinsätze müssen verschiedene Beträge zwischen Mindest- und Höchsteinsatz sein.',
  },
};

/** The player-facing message for an error code in the first supported language of `acceptLanguage`. */
export function localizedMessage(code: string, acceptLanguage: string | undefined): string {
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase())
    .filter((language): language is string => Boolean(language));
  for (const language of languages) {
    const text = messages[language]?.[code];
    if (text) return text;
  }
  return messages.en?.[code] ?? messages.en?.internal_error ?? 'Error';
}

/** Adds the player-facing texts of codes a part of the sandbox defines (the platform's sign-in failures …). */
export function addLocalizedMessages(texts: Record<string, Record<string, string>>): void {
  for (const [language, byCode] of Object.entries(texts))
    messages[language] = { ...messages[language], ...byCode };
}
