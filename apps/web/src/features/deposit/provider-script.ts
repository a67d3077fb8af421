/** What the payment provider script (SPEC §2.7a) defines on the window once loaded. */
export interface SandboxPaymentsApi {
  init(options: {
    serverUrl: string;
    apiPrefix: string;
    redirectRoutes: { success: string; error: string; pending: string };
  }): SandboxPaymentsApi;
  mount(
    container: HTMLElement,
    options: {
      locale?: string;
      currency?: string;
      title?: string;
      onResult?: (result: { status: 'success' | 'error' | 'pending'; depositId: number }) => void;
    },
  ): () => void;
}

declare global {
  interface Window {
    SandboxPayments?: SandboxPaymentsApi;
  }
}

/** The provider script's address on the platform origin. */
export function providerScriptUrl(platformOrigin: string): string {
  return `${platformOrigin}/payments/provider.js`;
}

let loading: Promise<SandboxPaymentsApi> | null = null;

/** Loads the provider script once per page (a failed load may be tried again) and answers its API. */
export function loadProviderScript(platformOrigin: string): Promise<SandboxPaymentsApi> {
  if (window.SandboxPayments) return Promise.resolve(window.SandboxPayments);
  loading ??= new Promise<SandboxPaymentsApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = providerScriptUrl(platformOrigin);
    script.async = true;
    script.onload = () =>
      window.SandboxPayments ? resolve(window.SandboxPayments) : reject(new Error('No SandboxPayments'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The payment provider script did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
