/** Where the system under test runs; set by the global setup for every worker. */
export interface SystemUrls {
  webUrl: string;
  platformUrl: string;
  sportsbookUrl: string;
  /** The sandbox's operator demo page, which embeds the product from another origin. */
  operatorDemoUrl: string;
}

const keys = {
  webUrl: 'E2E_WEB_URL',
  platformUrl: 'E2E_PLATFORM_URL',
  sportsbookUrl: 'E2E_SPORTSBOOK_URL',
  operatorDemoUrl: 'E2E_OPERATOR_DEMO_URL',
} as const;

/** Publishes the URLs to the test workers through the environment they inherit. */
export function publishSystemUrls(urls: SystemUrls): void {
  for (const [name, envKey] of Object.entries(keys)) process.env[envKey] = urls[name as keyof SystemUrls];
}

/** Reads the URLs the global setup published. */
export function systemUrls(): SystemUrls {
  const read = (envKey: string) => {
    const value = process.env[envKey];
    if (!value) throw new Error(`${envKey} is not set: run the browser tests through playwright.config.ts`);
    return value;
  };
  return {
    webUrl: read(keys.webUrl),
    platformUrl: read(keys.platformUrl),
    sportsbookUrl: read(keys.sportsbookUrl),
    operatorDemoUrl: read(keys.operatorDemoUrl),
  };
}
