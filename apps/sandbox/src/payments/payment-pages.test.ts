import { describe, expect, it } from 'vitest';
import { signInCookie, usePlatformApp } from '../platform/testing/platform-test-app';

const test = usePlatformApp();

function get(url: string, cookie?: string) {
  return test().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

describe('payment provider pages', () => {
  it('asks a visitor to sign in on the deposit page', async () => {
    const page = await get('/profile/wallet/deposit');
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('Sign in to the sportsbook to deposit.');
  });

  it('shows the deposit form, framable by the web origin only, with return routes on the web origin only', async () => {
    test().deps.sites.reset();
    const cookie = await signInCookie(test().app);
    const web = test().deps.webOrigin;
    const success = encodeURIComponent(`${web}/en?payment=success`);
    const page = await get(
      `/profile/wallet/deposit?success_url=${success}&error_url=${encodeURIComponent('https://evil.test/x')}`,
      cookie,
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(`frame-ancestors 'self' ${web}`);
    expect(page.body).toContain('id="deposit-form"');
    expect(page.body).toContain('Visa •••• 4242');
    // money as a player reads it, grouped, with the currency's sign
    expect(page.body).toContain('Between €5.00 and €10,000.00');
    expect(page.body).toContain('>€100.00</button>');
    expect(page.body).toContain(`"success":"${web}/en?payment=success"`);
    expect(page.body).toContain('"error":null');
    expect(page.body).not.toContain('evil.test');
  });

  it('asks for the missing deposit fields before the form, in Arabic right to left', async () => {
    test().deps.sites.patch({
      config: { deposit: { required_fields: ['country'], blocked_country_codes: [] } },
    });
    const cookie = await signInCookie(test().app);
    const page = await get('/profile/wallet/deposit?locale=ar', cookie);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('id="details-form"');
    expect(page.body).not.toContain('id="deposit-form"');
    test().deps.sites.reset();
  });

  it('serves the transactions, the terms, the help center and the provider script', async () => {
    const cookie = await signInCookie(test().app);
    const transactions = await get('/profile/wallet/transactions', cookie);
    expect(transactions.statusCode).toBe(200);
    expect(transactions.body).toContain('<h1>Transactions</h1>');
    expect((await get('/terms-and-conditions?locale=de')).body).toContain('<h1>Geschäftsbedingungen</h1>');
    expect((await get('/help-center')).body).toContain('<h1>Help center</h1>');
    const script = await get('/payments/provider.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('window.SandboxPayments');
  });
});
