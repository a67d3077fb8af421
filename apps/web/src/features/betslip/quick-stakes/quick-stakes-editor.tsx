'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { formatMoney } from '@/features/account';
import { Button } from '@/ui';
import { quickStakeTexts, readQuickStakeFields } from './quick-stake-fields';
import { useQuickStakes } from './use-quick-stakes';
import slipStyles from '../components/betslip.module.css';
import styles from './quick-stakes-editor.module.css';

/**
 * The quick-stakes editor of the slip: a disclosure opening one field per quick stake (up to the site's count),
 * checked against the book's limits before it is kept; the player's account keeps a player's, the device a
 * visitor's. Focus moves into the form on opening and back to its button on closing.
 */
export function QuickStakesEditor({ currency, subunits }: { currency: string; subunits: number }) {
  const t = useTranslations('betslip.quickStakes');
  const locale = useLocale();
  const { stakes, rules, save } = useQuickStakes();
  const [texts, setTexts] = useState<string[] | null>(null);
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const fields = useRef<(HTMLInputElement | null)[]>([]);
  // NOTE: where focus goes once the form has opened (its first field) or closed (the Edit button).
  const focusNext = useRef<'first' | 'toggle' | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const editing = texts !== null;
  useEffect(() => {
    // Escape anywhere in the form closes it without keeping the edit (the slip's panel stays open).
    const element = form.current;
    if (!editing || !element) return;
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setTexts(null);
      focusNext.current = 'toggle';
    }
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [editing]);
  useEffect(() => {
    if (focusNext.current === 'first') fields.current[0]?.focus();
    if (focusNext.current === 'toggle') toggle.current?.focus();
    focusNext.current = null;
  });
  if (!rules) return null;

  const money = (amount: number) => formatMoney(amount, subunits, currency, locale);
  const read = texts ? readQuickStakeFields(texts, subunits, rules) : null;
  const problems = shown && read ? read.problems : [];

  function open(): void {
    setTexts(quickStakeTexts(stakes, subunits, rules!.count));
    setShown(false);
    setStatus(null);
    focusNext.current = 'first';
  }

  function close(): void {
    setTexts(null);
    focusNext.current = 'toggle';
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!read) return;
    setShown(true);
    const invalid = read.problems.findIndex((problem) => problem !== null);
    if (invalid >= 0) {
      fields.current[invalid]?.focus();
      return;
    }
    setSaving(true);
    try {
      await save(read.stakes);
      setStatus('saved');
      close();
    } catch {
      setStatus('failed');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.editor}>
      <div className={styles.bar}>
        <span className={styles.label}>{t('title')}</span>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          data-testid="quick-stakes-edit"
          aria-expanded={texts !== null}
          aria-controls={texts ? `${id}-form` : undefined}
          onClick={() => (texts ? close() : open())}
        >
          {t('edit')}
        </button>
      </div>
      {texts ? (
        <form id={`${id}-form`} className={styles.form} noValidate onSubmit={submit} ref={form}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('legend', { currency })}</legend>
            <p id={`${id}-hint`} className={styles.hint}>
              {t('hint', { count: rules.count, min: money(rules.minStake), max: money(rules.maxStake) })}
            </p>
            <div className={styles.fields}>
              {texts.map((text, field) => {
                const problem = problems[field] ?? null;
                const fieldId = `${id}-${field}`;
                return (
                  <div key={field} className={styles.field}>
                    <label htmlFor={fieldId}>{t('amountLabel', { number: field + 1 })}</label>
                    <div className={slipStyles.stakeField}>
                      <input
                        id={fieldId}
                        ref={(input) => {
                          fields.current[field] = input;
                        }}
                        inputMode="decimal"
                        autoComplete="off"
                        value={text}
                        aria-invalid={problem !== null || undefined}
                        aria-describedby={problem ? `${fieldId}-problem` : `${id}-hint`}
                        onChange={(event) =>
                          setTexts(texts.map((old, index) => (index === field ? event.target.value : old)))
                        }
                      />
                    </div>
                    {problem ? (
                      <span id={`${fieldId}-problem`} className={styles.problem}>
                        {t(`problem.${problem}`, { min: money(rules.minStake), max: money(rules.maxStake) })}
                      </span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={saving}>
              {t('save')}
            </Button>
            <Button variant="secondary" size="sm" onClick={close}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      <p role="status" className={status === 'failed' ? styles.failed : styles.saved}>
        {status ? t(status) : null}
      </p>
    </div>
  );
}
