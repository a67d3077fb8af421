/** The fields a date pattern can name, read in the site's time zone. */
type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> & {
  monthShort: string;
  monthLong: string;
};

/** Pattern letters in the order they are matched: the longest run of one letter first. */
const TOKEN = /'[^']*'|yyyy|yy|MMMM|MMM|MM|M|dd|d|HH|H|hh|h|mm|ss|a/g;

const pad = (value: number) => String(value).padStart(2, '0');

// NOTE: building an Intl.DateTimeFormat costs far more than formatting with one (a list of 30 rows spent 22 ms
// at 4× slowdown building three per row, issue 25); the formatters of a locale and time zone are built once.
const numericFormats = new Map<string, Intl.DateTimeFormat>();
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function formatOf(cache: Map<string, Intl.DateTimeFormat>, key: string, build: () => Intl.DateTimeFormat) {
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

function partsOf(date: Date, locale: string, timeZone: string): Parts {
  const numeric = formatOf(
    numericFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  ).formatToParts(date);
  const value = (type: string) => Number(numeric.find((part) => part.type === type)?.value ?? 0);
  const month = (style: 'short' | 'long') =>
    formatOf(
      monthFormats,
      `${locale} ${timeZone} ${style}`,
      () => new Intl.DateTimeFormat(locale, { timeZone, month: style }),
    ).format(date);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
    second: value('second'),
    monthShort: month('short'),
    monthLong: month('long'),
  };
}

/**
 * A date written by the site's pattern (SPEC §3 `date_time_patterns`, e.g. `dd.MM.yyyy HH:mm`) in its time
 * zone: `yyyy yy MMMM MMM MM M dd d HH H hh h mm ss a`, text in single quotes as it is, anything else kept.
 */
export function formatDatePattern(date: Date, pattern: string, locale: string, timeZone: string): string {
  const p = partsOf(date, locale, timeZone);
  const twelve = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const tokens: Record<string, string> = {
    yyyy: String(p.year),
    yy: pad(p.year % 100),
    MMMM: p.monthLong,
    MMM: p.monthShort,
    MM: pad(p.month),
    M: String(p.month),
    dd: pad(p.day),
    d: String(p.day),
    HH: pad(p.hour),
    H: String(p.hour),
    hh: pad(twelve),
    h: String(twelve),
    mm: pad(p.minute),
    ss: pad(p.second),
    a: p.hour < 12 ? 'AM' : 'PM',
  };
  return pattern.replace(TOKEN, (token) =>
    token.startsWith("'") ? token.slice(1, -1) : (tokens[token] ?? token),
  );
}
