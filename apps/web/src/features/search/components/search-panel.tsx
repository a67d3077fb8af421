'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ApiRequestError } from '@/platform/api/api-client';
import { localizeHref } from '@/platform/i18n/locale-rules';
import { isSportSwitchedOn } from '@/platform/navigation/section-switches';
import { useSectionSwitches } from '@/platform/session';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { useSiteConfig } from '@/platform/site/site-provider';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { readSearchInput, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../api/search-query';
import { useSearch } from '../api/search';
import { SearchResults, searchOptions } from './search-results';
import type { SearchOption } from './search-results';
import styles from './search-panel.module.css';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search combobox (SPEC §5): fewer than 3 characters show a message and send nothing, more than 50 are cut;
 * results (matches, then leagues) are options the arrow keys walk; Enter or a click opens the chosen one's page.
 */
export function SearchPanel({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('search');
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const locale = useLocale();
  const config = useSiteConfig();
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const input = readSearchInput(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const typed = readSearchInput(text);
  const results = useSearch(input.kind === 'query' ? input.q : null);
  const switches = useSectionSwitches();
  const options = useMemo(() => {
    if (!results.data) return [];
    // A switched-off section's matches and leagues are not found (SPEC §3 Settings).
    const shown = (sportKey: string) => isSportSwitchedOn(sportKey, switches);
    return searchOptions(
      results.data.matches.filter((match) => shown(match.tournament.sport.key)),
      results.data.tournaments.filter((league) => shown(league.sport.key)),
    );
  }, [results.data, switches]);

  useEffect(() => {
    // NOTE: the dialog focuses its first control (close) on open; the field is where typing belongs.
    const timer = setTimeout(() => inputRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => setActiveIndex(-1), [options]);

  function open(option: SearchOption) {
    router.push(localizeHref(option.href, locale, localeSettingsOf(config)));
    onNavigate();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      open(options[activeIndex]!);
    }
  }

  const rejected =
    results.error instanceof ApiRequestError && results.error.status === 400 ? results.error : null;
  const showList = input.kind === 'query' && typed.kind === 'query' && options.length > 0;
  let message: string | null = null;
  if (typed.kind === 'tooShort') message = t('tooShort', { min: SEARCH_MIN_LENGTH });
  else if (rejected) message = rejected.body?.localized_message ?? t('tooShort', { min: SEARCH_MIN_LENGTH });
  else if (results.isError) message = t('failed');
  else if (input.kind === 'query' && results.isSuccess && options.length === 0)
    message = t('noResults', { query: input.q });

  return (
    <div className={styles.panel}>
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        className={styles.field}
        aria-label={t('label')}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          showList && activeIndex >= 0 ? `${listId}-${options[activeIndex]!.id}` : undefined
        }
        aria-describedby={`${listId}-status`}
        placeholder={t('placeholder')}
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
      <p id={`${listId}-status`} className={styles.message} role="status" data-testid="search-message">
        {message ?? (results.isFetching && input.kind === 'query' ? t('searching') : '')}
      </p>
      {showList ? (
        <SearchResults listId={listId} options={options} activeIndex={activeIndex} onPick={open} />
      ) : null}
    </div>
  );
}
