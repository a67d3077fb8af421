import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageData } from './page-data';

function Greeting() {
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: () => 'from the browser' });
  return <p>{data ?? 'no data'}</p>;
}

describe('PageData', () => {
  it('draws the content with the data the server fetched, as a finished Suspense boundary of its own', async () => {
    const serverClient = new QueryClient();
    await serverClient.prefetchQuery({ queryKey: ['greeting'], queryFn: () => 'from the server' });
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <PageData queryClient={serverClient}>
          <Greeting />
        </PageData>
      </QueryClientProvider>,
    );
    // `<!--$-->` opens a boundary whose content is in this render (a pending one would be `<!--$?-->`).
    expect(html).toBe('<!--$--><p>from the server</p><!--/$-->');
  });
});
