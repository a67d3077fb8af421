'use client';

import { AnalyticsRoot } from '@/features/analytics/analytics-root';
import type { EarlierPageView } from '@/features/analytics/analytics-root';
import { BonusAlertsRoot } from '@/features/bonus-alerts/bonus-alerts-root';
import { DepositRoot } from '@/features/deposit/deposit-root';
import { EmbeddingRoot } from '@/features/embedding/embedding-root';
import { JackpotRoot } from '@/features/jackpots/components/jackpot-root';
import { ResponsibleGamblingRoot } from '@/features/limits/responsible-gambling-root';
import { QueryErrorAlert } from '@/platform/errors/query-error-alert';

/**
 * The page shell's roots that draw nothing at the first paint (SPEC §2.3): responsible gambling, bonus alerts,
 * jackpot hits, deposits, embedding, analytics and the query error alert. One chunk, fetched after hydration
 * (`RootsAfterPaint`, docs/decisions/0041), so none of it is in a page's first load.
 */
export function LayoutRoots({
  countryCode,
  pagesBefore,
}: {
  countryCode: string | null;
  pagesBefore: readonly EarlierPageView[];
}) {
  return (
    <>
      <ResponsibleGamblingRoot />
      <BonusAlertsRoot />
      <JackpotRoot />
      <DepositRoot countryCode={countryCode} />
      <EmbeddingRoot countryCode={countryCode} />
      <AnalyticsRoot pagesBefore={pagesBefore} />
      <QueryErrorAlert />
    </>
  );
}
