'use client';

import type { ContentBlock } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SignInCall } from '@/features/promotions';
import { useApiContext } from '@/platform/api/use-api-context';
import { Button } from '@/ui';
import { useSaveVote, voteQuery } from '../api/vote';
import { useContentLanguage } from '../content-lang';
import { BlockSection } from './block-section';
import { useSignedIn } from './use-signed-in';
import styles from './bonus-blocks.module.css';

type Block = Extract<ContentBlock, { type: 'prediction' }>;

function PredictionForm({ block }: { block: Block }) {
  const t = useTranslations('blocks.prediction');
  const language = useContentLanguage();
  const context = useApiContext();
  const vote = useQuery(voteQuery(context, block.prediction_id));
  const save = useSaveVote(block.prediction_id);
  const saved = typeof vote.data?.data.choice === 'string' ? vote.data.data.choice : null;
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? saved;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) save.mutate(choice);
  };
  const savedLabel = block.options.find((option) => option.key === saved)?.label;
  return (
    <form className={styles.prediction} onSubmit={submit}>
      <fieldset disabled={vote.isPending || save.isPending}>
        <legend className="visually-hidden" {...(block.title ? language : {})}>
          {block.title || t('title')}
        </legend>
        {block.options.map((option) => (
          <label key={option.key} className={styles.predictionOption} data-chosen={option.key === choice}>
            <input
              type="radio"
              name={`prediction-${block.prediction_id}`}
              value={option.key}
              checked={option.key === choice}
              onChange={() => {
                setPicked(option.key);
                save.reset();
              }}
            />
            <span {...language}>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.predictionFooter}>
        <p role="status" className={styles.predictionStatus} data-tone={save.isError ? 'error' : undefined}>
          {save.isError ? t('failed') : savedLabel ? t('saved', { choice: savedLabel }) : null}
        </p>
        <Button type="submit" size="sm" disabled={!choice || choice === saved || save.isPending}>
          {saved ? t('change') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The prediction block (SPEC §2.7, §3 Prediction, §7 `GET/POST /vote`): the operator's question and answers; a
 * player picks one and saves it, sees their saved pick on return, and may change it. Visitors are asked to sign in.
 */
export function PredictionBlock({ block }: { block: Block }) {
  const t = useTranslations('blocks.prediction');
  const language = useContentLanguage();
  const signedIn = useSignedIn();
  if (block.options.length === 0) return null;
  // The operator's question is in the site's language; ours is in the page's.
  const title = block.title ? <span {...language}>{block.title}</span> : t('title');
  return (
    <BlockSection id={block.id} title={title}>
      {signedIn ? <PredictionForm block={block} /> : <SignInCall text={t('signIn')} />}
    </BlockSection>
  );
}
