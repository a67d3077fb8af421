import { describe, expect, it } from 'vitest';
import { formatDatePattern } from './date-pattern';

// 2026-03-05 21:07:09 UTC
const when = new Date(Date.UTC(2026, 2, 5, 21, 7, 9));

describe('formatDatePattern: the site’s date_time_patterns (SPEC §3)', () => {
  it('writes the default patterns', () => {
    expect(formatDatePattern(when, 'dd.MM.yyyy', 'en', 'UTC')).toBe('05.03.2026');
    expect(formatDatePattern(when, 'HH:mm', 'en', 'UTC')).toBe('21:07');
    expect(formatDatePattern(when, 'dd.MM.yyyy HH:mm', 'en', 'UTC')).toBe('05.03.2026 21:07');
  });

  it('reads the fields in the site’s time zone, across midnight', () => {
    // 21:07 UTC is 06:07 the next day in Tokyo (UTC+9)
    expect(formatDatePattern(when, 'd.M. H:mm', 'en', 'Asia/Tokyo')).toBe('6.3. 6:07');
  });

  it('writes a twelve-hour clock and the month’s name in the page’s language', () => {
    expect(formatDatePattern(when, 'MMM d, yyyy h:mm a', 'en', 'UTC')).toBe('Mar 5, 2026 9:07 PM');
    expect(formatDatePattern(when, 'd MMMM yyyy', 'de', 'UTC')).toBe('5 März 2026');
  });

  it('keeps quoted text and separators as they are', () => {
    expect(formatDatePattern(when, "yyyy-MM-dd'T'HH:mm:ss", 'en', 'UTC')).toBe('2026-03-05T21:07:09');
  });

  it('writes midnight as 00 on the 24-hour clock and 12 AM on the twelve-hour one', () => {
    const midnight = new Date(Date.UTC(2026, 0, 1, 0, 5));
    expect(formatDatePattern(midnight, 'HH:mm', 'en', 'UTC')).toBe('00:05');
    expect(formatDatePattern(midnight, 'h:mm a', 'en', 'UTC')).toBe('12:05 AM');
  });

  it('keeps each time zone and language apart when the same ones come back (its formatters are reused)', () => {
    const zones = ['UTC', 'Asia/Tokyo', 'UTC', 'America/New_York', 'Asia/Tokyo'];
    expect(zones.map((zone) => formatDatePattern(when, 'd.M. HH:mm', 'en', zone))).toEqual([
      '5.3. 21:07',
      '6.3. 06:07',
      '5.3. 21:07',
      '5.3. 16:07',
      '6.3. 06:07',
    ]);
    const languages = ['en', 'de', 'en', 'fr'];
    expect(languages.map((language) => formatDatePattern(when, 'MMMM', language, 'UTC'))).toEqual([
      'March',
      'März',
      'March',
      'mars',
    ]);
  });
});
