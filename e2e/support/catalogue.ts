import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Messages = { [key: string]: string | Messages };

const cache = new Map<string, Messages>();

/**
 * A message of the web app's catalogue, by dotted key (`betShare.title`), as written there (ICU arguments
 * unfilled): lets a test find a control by the name a player of that language hears.
 */
export function message(locale: string, key: string): string {
  let messages = cache.get(locale);
  if (!messages) {
    const file = fileURLToPath(new URL(`../../apps/web/messages/${locale}.json`, import.meta.url));
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    cache.set(locale, messages);
  }
  let value: string | Messages | undefined = messages;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`no message ${key} in ${locale}`);
  return value;
}
