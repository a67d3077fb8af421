import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, signInCookie, usePlatformApp } from '../platform/testing/platform-test-app';
import { limitsPageLanguage, limitsPageTexts } from './limits-page-texts';

const test = usePlatformApp({ platform: { now: () => Date.parse('2026-11-26T12:00:00Z') } });
let cookie = '';

beforeAll(async () => {
  cookie = await signInCookie(test().app);
  for (const payload of [
    { type: 'loss', period: 'day', value: 5_050 },
    { type: 'activity', period: 'week', value: 90 },
    { type: 'reality_check', value: 30 },
  ]) {
    const response = await test().app.inject({
      method: 'POST',
      url: '/api/user_limits',
      headers: { ...API_HEADERS, cookie },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
});

async function formIn(locale: string) {
  const response = await test().app.inject({ url: `/forms/limits?locale=${locale}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

describe('the platform limits form (/forms/limits)', () => {
  it('shows money as money and minutes as minutes, in the player’s currency and language', async () => {
    const english = await formIn('en');
    expect(english).toContain('€50.50');
    expect(english).toContain('90 minutes');
    expect(english).toContain('30 minutes');
    expect(english).not.toContain('>5050<');
    const french = await formIn('fr');
    expect(french).toMatch(/50,50\s€/);
    expect(french).toContain('90 minutes');
    expect(french).toContain('Limite de perte');
  });

  it('exists in each of the web app’s thirteen languages, right to left in Arabic and Hebrew', async () => {
    const languages = Object.keys(limitsPageTexts);
    expect(languages).toHaveLength(13);
    for (const language of languages) {
      const page = await formIn(language);
      const texts = limitsPageTexts[language as keyof typeof limitsPageTexts];
      expect(page).toContain(
        `<html lang="${language}" dir="${['ar', 'he'].includes(language) ? 'rtl' : 'ltr'}">`,
      );
      expect(page).toContain(texts.title.replace(/'/g, '&#39;'));
      if (language !== 'en') expect(texts.save).not.toBe(limitsPageTexts.en.save);
    }
  });

  it('picks the language from ?locale=, else the browser’s first one, else English', () => {
    expect(limitsPageLanguage('pt', 'de')).toBe('pt');
    expect(limitsPageLanguage(undefined, 'nb-NO,en;q=0.5')).toBe('no');
    expect(limitsPageLanguage(undefined, 'he-IL')).toBe('he');
    expect(limitsPageLanguage('xx', undefined)).toBe('en');
  });

  it('answers any ?locale= and Accept-Language with a page in one of its languages (fuzz)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), async (locale, accept) => {
        const response = await test().app.inject({
          url: `/forms/limits?locale=${encodeURIComponent(locale)}`,
          headers: { cookie, 'accept-language': accept.replace(/[^\x20-\x7e]/g, '') },
        });
        expect(response.statusCode).toBe(200);
        expect(Object.keys(limitsPageTexts)).toContain(/<html lang="(\w+)"/.exec(response.body)?.[1]);
      }),
      { numRuns: 40, seed: 18 },
    );
  });
});
