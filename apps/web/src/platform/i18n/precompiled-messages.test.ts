import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import type { CompiledMessage } from 'icu-minify/format';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './messages';

// The build compiles every catalogue with icu-minify and the browser formats with its formatter alone (next-intl's
// `precompile`, docs/decisions/0031). Vitest reads the catalogues raw and formats them with use-intl's ICU parser,
// as the app did before, so that parser is the oracle: every message of every locale, compiled and formatted,
// must print what the parser prints, for each plural category and select branch the sample values reach.

const LOCALES = ['en', 'de', 'fr', 'it', 'no', 'pl', 'ru', 'sl', 'es', 'pt', 'tr', 'ar', 'he'];
const TYPE_SELECT = 1;
const TYPE_PLURAL = 2;
const TYPE_SELECTORDINAL = 3;

type Tree = { [key: string]: string | Tree };
type Values = Record<string, string | number | ((chunks: unknown[]) => string)>;

function flatten(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

interface Argument {
  kind: 'text' | 'number' | 'select' | 'tag';
  options: string[];
}

/** The arguments and tags a compiled message reads, by name (read from icu-minify's compact form). */
function argumentsOf(node: unknown, found = new Map<string, Argument>()): Map<string, Argument> {
  if (!Array.isArray(node)) return found;
  const [name, type, third] = node as [unknown, unknown, unknown];
  if (typeof name !== 'string') {
    for (const child of node) argumentsOf(child, found);
    return found;
  }
  if (type === undefined) found.set(name, { kind: 'text', options: [] });
  else if (type === TYPE_SELECT) found.set(name, { kind: 'select', options: Object.keys(third as object) });
  else if (typeof type === 'number') found.set(name, { kind: 'number', options: [] });
  else found.set(name, { kind: 'tag', options: [] });
  if (type === TYPE_SELECT || type === TYPE_PLURAL || type === TYPE_SELECTORDINAL) {
    for (const branch of Object.values(third as object)) argumentsOf(branch, found);
  } else if (typeof type !== 'number') {
    for (const child of node.slice(1)) argumentsOf(child, found);
  }
  return found;
}

/** Sample values: numbers across the plural categories of every locale, each select branch in turn. */
function sampleValues(args: Map<string, Argument>): Values[] {
  const numbers = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5];
  const selectBranches = Math.max(1, ...[...args.values()].map((arg) => arg.options.length));
  return Array.from({ length: Math.max(numbers.length, selectBranches) }, (_, index) => {
    const values: Values = {};
    for (const [name, arg] of args) {
      if (arg.kind === 'number') values[name] = numbers[index % numbers.length]!;
      else if (arg.kind === 'select') values[name] = arg.options[index % arg.options.length] ?? 'other';
      else if (arg.kind === 'tag') values[name] = (chunks) => `<${name}>${chunks.join('')}</${name}>`;
      else values[name] = `«${name}»`;
    }
    return values;
  });
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

function printCompiled(message: CompiledMessage, locale: string, values: Values): string {
  const printed = format<string>(message, locale, values, { formatters, timeZone: 'UTC' });
  return Array.isArray(printed) ? printed.join('') : String(printed);
}

describe('precompiled message catalogues', () => {
  it.each(LOCALES)(
    'print every message of %s as the ICU parser does, plurals and selects included',
    async (locale) => {
      const raw = (await loadMessages(locale)) as Tree;
      const t = createTranslator({ locale, messages: raw, timeZone: 'UTC' });
      const messages = flatten(raw);
      let withArguments = 0;
      for (const [key, text] of messages) {
        const compiled = compile(text);
        const args = argumentsOf(compiled);
        if (args.size > 0) withArguments += 1;
        for (const values of sampleValues(args)) {
          const expected = t.markup(key as never, values as never);
          expect(printCompiled(compiled, locale, values), `${locale} ${key}`).toBe(expected);
        }
      }
      // The catalogues hold plural, selectordinal and argument messages; a walk that found none checked nothing.
      expect(withArguments).toBeGreaterThan(100);
    },
  );

  it('keeps a message without arguments a plain string, which code reading a catalogue directly relies on', () => {
    expect(compile('Go to home page')).toBe('Go to home page');
    expect(Array.isArray(compile('{count, plural, one {# bet} other {# bets}}'))).toBe(true);
  });
});
