import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorReportingConfigScript } from './error-reporting-config-script';

afterEach(() => vi.unstubAllEnvs());

describe('ErrorReportingConfigScript', () => {
  it('puts nothing in the page without a DSN, so the browser loads no SDK and sends nothing', () => {
    vi.stubEnv('SENTRY_DSN', '');
    expect(renderToStaticMarkup(<ErrorReportingConfigScript />)).toBe('');
  });

  it('hands the DSN, release and environment to the browser as a data block no value can break out of', () => {
    vi.stubEnv('SENTRY_DSN', 'https://key@errors.example.io/5');
    vi.stubEnv('VERCEL_ENV', '</script><script>alert(1)</script>');
    const html = renderToStaticMarkup(<ErrorReportingConfigScript nonce="bm9uY2U=" />);
    expect(html).toMatch(/^<script id="error-reporting-config" type="application\/json" nonce="bm9uY2U=">/);
    expect(html).not.toContain('</script><script>');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toMatchObject({
      dsn: 'https://key@errors.example.io/5',
      environment: '</script><script>alert(1)</script>',
    });
  });
});
