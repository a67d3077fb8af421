import { ERROR_REPORTING_CONFIG_ID, readErrorReportingConfig } from './error-reporting-config';

/**
 * Hands the run-time error-reporting configuration to the browser, where instrumentation-client.ts reads it
 * before the app hydrates. A data block, never run, so the page's CSP need not admit it. Nothing without a DSN.
 */
export function ErrorReportingConfigScript({ nonce }: { nonce?: string }) {
  const config = readErrorReportingConfig();
  if (!config.dsn) return null;
  // NOTE: `<` escaped so that no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  // NOTE: a data block needs no nonce; it carries one so that every script element of the page does.
  return (
    <script
      id={ERROR_REPORTING_CONFIG_ID}
      type="application/json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
