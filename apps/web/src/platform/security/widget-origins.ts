import type { SiteConfig } from '@sportsbook/contract';

/** Origins a third-party widget of the site (live chat, push SDK) loads scripts from and talks to. */
export interface WidgetOrigins {
  script: string[];
  connect: string[];
  font: string[];
}

const NONE: WidgetOrigins = { script: [], connect: [], font: [] };

/** Intercom's messenger, from Intercom's published Content-Security-Policy list. */
const INTERCOM: WidgetOrigins = {
  script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
};

/** OneSignal's Web SDK (v16): its script CDN and its API. */
const ONESIGNAL: WidgetOrigins = {
  script: ['https://cdn.onesignal.com'],
  connect: ['https://onesignal.com', 'https://api.onesignal.com'],
  font: [],
};

function origin(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * What the page's policy must admit for the widgets the site configures: the chat provider's (only Intercom has
 * an adapter; a `chat_widget.script_url` of its own, the sandbox's stub, is admitted as it is) and OneSignal's.
 */
export function widgetOrigins(
  config: Pick<SiteConfig, 'chat_provider' | 'chat_widget' | 'push'>,
): WidgetOrigins {
  const chat =
    config.chat_provider === 'intercom' && config.chat_widget
      ? config.chat_widget.script_url
        ? { ...NONE, script: origin(config.chat_widget.script_url) }
        : INTERCOM
      : NONE;
  const push =
    config.push.provider === 'onesignal' && config.push.onesignal
      ? { ...ONESIGNAL, script: [...ONESIGNAL.script, ...origin(config.push.onesignal.script_url)] }
      : NONE;
  return {
    script: [...new Set([...chat.script, ...push.script])],
    connect: [...new Set([...chat.connect, ...push.connect])],
    font: [...new Set([...chat.font, ...push.font])],
  };
}
