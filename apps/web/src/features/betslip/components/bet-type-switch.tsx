'use client';

import { systemCombinationCount, systemId } from '@sportsbook/betting';
import type { SwitchableBetType, SystemType, TicketActions } from '@sportsbook/betting';
import { useTranslations } from 'next-intl';
import styles from './betslip.module.css';

const TYPES: readonly SwitchableBetType[] = ['single', 'combo', 'system'];

/**
 * The bet type switch (SPEC §4 Bet type rules): single, combo and system, each offered only when the engine
 * allows it; for a system, the system selector over the engine's system types. A slip holding a custom bet
 * (built in a match's bet builder, never switched to) shows "custom" too, checked when it has no regular bet.
 */
export function BetTypeSwitch({
  current,
  actions,
  systemTypes,
  systemType,
  hasCustom = false,
  onType,
  onSystemType,
}: {
  current: SwitchableBetType | null;
  actions: TicketActions;
  systemTypes: readonly SystemType[];
  systemType: SystemType | null;
  /** Whether the slip holds a custom bet. */
  hasCustom?: boolean;
  onType: (type: SwitchableBetType) => void;
  onSystemType: (type: SystemType) => void;
}) {
  const t = useTranslations('betslip');
  const tCustom = useTranslations('betBuilder');
  return (
    <div className={styles.types}>
      <div role="radiogroup" aria-label={t('types.label')} className={styles.typeList}>
        {TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={current === type}
            className={styles.type}
            disabled={current !== type && !actions.betTypes[type]}
            onClick={() => onType(type)}
          >
            {t(`types.${type}`)}
          </button>
        ))}
        {hasCustom ? (
          // NOTE: a custom bet is built in the bet builder; the radio shows the type, it switches nothing.
          <button
            type="button"
            role="radio"
            aria-checked={current === null}
            aria-disabled={current !== null || undefined}
            className={styles.type}
          >
            {tCustom('type')}
          </button>
        ) : null}
      </div>
      {current === 'system' && systemTypes.length > 0 ? (
        <label className={styles.systemSelect}>
          <span>{t('systemLabel')}</span>
          <select
            value={systemType ? systemId(systemType) : ''}
            disabled={!actions.edit}
            onChange={(event) => {
              const chosen = systemTypes.find((type) => systemId(type) === event.target.value);
              if (chosen) onSystemType(chosen);
            }}
          >
            {systemTypes.map((type) => (
              <option key={systemId(type)} value={systemId(type)}>
                {t('systemOption', {
                  win: type.winCount,
                  total: type.totalCount,
                  count: systemCombinationCount(type),
                })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
