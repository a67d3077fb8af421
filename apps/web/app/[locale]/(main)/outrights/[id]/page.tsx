import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getOutrightQueryOptions, OutrightView } from '@/features/outrights';
import { serverApiContext } from '@/platform/api/server-context';
import { PageData } from '@/platform/query/page-data';
import { createQueryClient } from '@/platform/query/query-client';

type Params = Promise<{ locale: string; id: string }>;

function outrightId(id: string): number | null {
  return /^[1-9]\d{0,11}$/.test(id) ? Number(id) : null;
}

// NOTE: metadata and the page read the same outright; `cache` makes that one request per render.
const load = cache(async (locale: string, id: number) => {
  const queryClient = createQueryClient();
  const outright = await queryClient
    .fetchQuery(getOutrightQueryOptions(serverApiContext(locale), id))
    .catch(() => null);
  return { queryClient, outright };
});

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, id } = await params;
  const number = outrightId(id);
  const outright = number === null ? null : (await load(locale, number)).outright;
  return { title: outright ? [outright.name, outright.parent?.name].filter(Boolean).join(' · ') : undefined };
}

/** `/outrights/{id}`: one outright with all its markets (issue 17); not found for an unknown id. */
export default async function OutrightPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  const number = outrightId(id);
  if (number === null) notFound();
  const { queryClient, outright } = await load(locale, number);
  if (!outright) notFound();
  return (
    <PageData queryClient={queryClient}>
      <OutrightView id={number} />
    </PageData>
  );
}
