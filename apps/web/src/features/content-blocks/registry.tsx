'use client';

import type { ContentBlock, ContentBlockType } from '@sportsbook/contract';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { JackpotBannerBlock } from '@/features/jackpots';
import { BonusesBlock, PromocodeBlock } from './blocks/bonus-blocks';
import { FavoritesBlock } from './blocks/favorites-block';
import { TopLeaguesBlock, TournamentsBlock } from './blocks/league-blocks';
import { MatchListBlockView } from './blocks/match-list-block';
import { OutrightsBlock } from './blocks/outrights-block';
import { PredictionBlock } from './blocks/prediction-block';
import {
  BannerBlock,
  IframeBlock,
  ImageBlock,
  LabelBlock,
  SpeedDialBlock,
  TextBlock,
} from './blocks/simple-blocks';

// NOTE: the event blocks draw a whole match (market groups, scoreboard, statistics): that code loads in its own
// chunk, so the pages whose blocks do not need it (and every page's first load) do not pay for it.
const EventMarketsBlock = dynamic(() =>
  import('./blocks/event-blocks').then((module) => module.EventMarketsBlock),
);
const EventStatsBlock = dynamic(() =>
  import('./blocks/event-blocks').then((module) => module.EventStatsBlock),
);

/** The block of one type. */
export type BlockOf<T extends ContentBlockType> = Extract<ContentBlock, { type: T }>;

/** What renders a block of one type. */
export type BlockRenderer<T extends ContentBlockType> = ComponentType<{ block: BlockOf<T> }>;

/**
 * A renderer per content-block type (SPEC §2.7). Every type of the contract must be listed (the type checker
 * insists); `null` would mark a type the registry accepts but does not draw yet (none is left), and adding one
 * is replacing its `null`.
 */
export const blockRenderers: { [T in ContentBlockType]: BlockRenderer<T> | null } = {
  label: LabelBlock,
  text: TextBlock,
  image: ImageBlock,
  banner: BannerBlock,
  iframe: IframeBlock,
  event_markets: EventMarketsBlock,
  event_stats: EventStatsBlock,
  live_events: MatchListBlockView,
  outrights: OutrightsBlock,
  prematch_events: MatchListBlockView,
  promocode: PromocodeBlock,
  results: MatchListBlockView,
  schedule: MatchListBlockView,
  top_events: MatchListBlockView,
  top_leagues: TopLeaguesBlock,
  tournaments: TournamentsBlock,
  bonuses: BonusesBlock,
  jackpot_banner: JackpotBannerBlock,
  speed_dial: SpeedDialBlock,
  favorites: FavoritesBlock,
  prediction: PredictionBlock,
};

/** The renderer of a block, typed to it; null when its type draws nothing yet. */
export function rendererOf<T extends ContentBlockType>(type: T): BlockRenderer<T> | null {
  return blockRenderers[type] as BlockRenderer<T> | null;
}
