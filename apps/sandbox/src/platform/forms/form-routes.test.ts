import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../testing/expect-contract';
import { API_HEADERS, usePlatformApp } from '../testing/platform-test-app';

const test = usePlatformApp();

function page(url: string, headers: Record<string, string> = {}) {
  return test().app.inject({ url, headers });
}

/** The configuration the page hands its script. */
function scriptConfig(html: string): Record<string, unknown> {
  const json = /\}\)\((\{.*\})\);\s*<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('No script configuration on the page');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('auth forms', () => {
  it('serves the sign-in form with its fields, framable by the web origin and the allowed operators only', async () => {
    const response = await page('/forms/sign-in');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const operators = test().deps.sites.get().config.embed.allowed_origins;
    expect(response.headers['content-security-policy']).toBe(
      ["frame-ancestors 'self'", test().deps.webOrigin, ...operators].join(' '),
    );
    expect(response.body).toContain('name="email"');
    expect(response.body).toContain('autocomplete="current-password"');
    expect(scriptConfig(response.body)).toMatchObject({ form: 'sign-in', webOrigin: test().deps.webOrigin });
  });

  it("lets an operator's page that embeds the product frame the forms, since the browser checks every ancestor", async () => {
    test().deps.sites.patch({
      config: { embed: { allowed_origins: ['https://casino.example'], session_handler: false } },
    });
    try {
      for (const url of ['/forms/sign-in', '/forms/sign-up', '/forms/edit-password'])
        expect((await page(url)).headers['content-security-policy']).toBe(
          `frame-ancestors 'self' ${test().deps.webOrigin} https://casino.example`,
        );
    } finally {
      test().deps.sites.reset();
    }
  });

  it('shows the expired-session notice when asked', async () => {
    const notice = 'role="alert">Your session has expired';
    expect((await page('/forms/sign-in?session_expired=true')).body).toContain(notice);
    expect((await page('/forms/sign-in')).body).not.toContain(notice);
  });

  it('speaks German for ?locale=de and for a German browser', async () => {
    expect((await page('/forms/sign-up?locale=de')).body).toContain('Konto erstellen');
    expect((await page('/forms/sign-in', { 'accept-language': 'de-AT,de;q=0.9' })).body).toContain(
      'Anmelden',
    );
  });

  it('hands the edit-password form its token, and explains when the token is missing or malformed', async () => {
    const withToken = await page('/forms/edit-password?token=abcdefgh12345678');
    expect(scriptConfig(withToken.body).token).toBe('abcdefgh12345678');
    for (const url of ['/forms/edit-password', '/forms/edit-password?token=%3Cscript%3E']) {
      const response = await page(url);
      expect(scriptConfig(response.body).token).toBeNull();
      expect(response.body).toContain('needs the token');
    }
  });

  it('keeps redirect-url-after-oauth only when it points at the web app', async () => {
    const web = `${test().deps.webOrigin}/de/live`;
    expect(
      scriptConfig((await page(`/forms/sign-in?redirect-url-after-oauth=${encodeURIComponent(web)}`)).body),
    ).toMatchObject({
      redirectAfter: web,
    });
    const evil = await page('/forms/sign-in?redirect-url-after-oauth=https%3A%2F%2Fevil.example%2F');
    expect(scriptConfig(evil.body).redirectAfter).toBeNull();
  });

  it('cannot be made to run a script through its parameters', async () => {
    const response = await page(
      `/forms/sign-in?redirect-url-after-oauth=${encodeURIComponent(`${test().deps.webOrigin}/</script><script>alert(1)</script>`)}&locale=%22%3E%3Cscript%3E`,
    );
    expect(response.body.match(/<script>/g)).toHaveLength(1);
  });

  it('answers 404 with the error body for an unknown form', async () => {
    const response = await page('/forms/delete-everything');
    expect(response.statusCode).toBe(404);
    expectErrorBody(response.json());
  });

  it('serves a form at its custom path from the site configuration, with its custom parameters', async () => {
    const site = test().deps.sites;
    site.patch({ config: { auth_forms: { paths: { 'sign-up': '/join' }, custom_params: { promo: '' } } } });
    try {
      const response = await page('/join?promo=SPRING&other=dropped');
      expect(response.statusCode).toBe(200);
      expect(scriptConfig(response.body).form).toBe('sign-up');
      expect(response.body).toContain('promo=SPRING');
      expect(response.body).not.toContain('other=dropped');
      expect((await page('/joinx')).statusCode).toBe(404);
    } finally {
      site.reset();
    }
  });
});

describe('outbox and mailed links', () => {
  it('lists the mails newest first, as a page and as JSON', async () => {
    for (const email of ['first@example.com', 'second@example.com']) {
      await test().app.inject({
        method: 'POST',
        url: '/api/users',
        headers: API_HEADERS,
        payload: { email, password: 'secret-pass-1', terms_accepted: true },
      });
    }
    const json = (await page('/outbox?format=json')).json() as { recipient: string; link: string }[];
    expect(json.slice(0, 2).map((message) => message.recipient)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
    const html = (await page('/outbox')).body;
    expect(html.indexOf('second@example.com')).toBeLessThan(html.indexOf('first@example.com'));
    expect(html).toContain('/account/confirm?confirmation_token=');
  });

  it('confirms an address from the mailed link page, once', async () => {
    const [latest] = (await page('/outbox?format=json')).json() as { link: string }[];
    const path = new URL(latest!.link).pathname + new URL(latest!.link).search;
    const confirmed = await page(path);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('data-result="ok"');
    const reused = await page(path);
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain('data-result="invalid"');
  });
});
