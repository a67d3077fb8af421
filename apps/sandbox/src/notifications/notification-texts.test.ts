import { describe, expect, it } from 'vitest';
import catalogue from './notification-texts.json';
import { notificationLanguage, renderNotification } from './notification-texts';
import type { NotificationTemplate } from './notification-texts';

const TEMPLATES: NotificationTemplate[] = [
  'bet_won',
  'bet_lost',
  'bet_refunded',
  'bet_cashed_out',
  'bet_cancelled',
  'freebet_issued',
  'comboboost_issued',
  'bonus_issued',
  'jackpot_hit',
];
const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'pl', 'tr', 'no', 'sl', 'ar', 'he'];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the notification catalogue', () => {
  it('has every template in each of the 13 languages, titled and written', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const texts = catalogue[language as keyof typeof catalogue];
      expect(Object.keys(texts).sort(), language).toEqual([...TEMPLATES].sort());
      for (const template of TEMPLATES) {
        expect(texts[template].title.trim(), `${language} ${template}`).not.toBe('');
        expect(texts[template].body.trim(), `${language} ${template}`).not.toBe('');
      }
    }
  });

  it('asks in every language for the values English asks for, and for no others', () => {
    for (const template of TEMPLATES) {
      const english = placeholders(catalogue.en[template].body);
      for (const language of LANGUAGES) {
        const body = catalogue[language as keyof typeof catalogue][template].body;
        expect(placeholders(body), `${language} ${template}`).toEqual(english);
      }
    }
  });

  it('is not English copied into the other languages', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      const copied = TEMPLATES.filter(
        (template) =>
          catalogue[language as keyof typeof catalogue][template].body === catalogue.en[template].body,
      );
      expect(copied, language).toEqual([]);
    }
  });

  it('fills a template in the language asked for, English for one it lacks', () => {
    expect(
      renderNotification('jackpot_hit', { amount: '52.34 EUR' }, notificationLanguage('de-AT,de;q=0.9')),
    ).toEqual({
      title: 'Jackpot gewonnen!',
      body: 'Sie haben den Jackpot geknackt: 52.34 EUR wurden gutgeschrieben.',
    });
    expect(
      renderNotification('bet_won', { ref: 'A1', amount: '10.00 EUR' }, notificationLanguage('ja')),
    ).toEqual({ title: 'Bet won', body: 'Your bet A1 won 10.00 EUR.' });
  });
});
