import { describe, expect, it } from 'vitest';
import { escapeHtml, renderRefusedPage, renderSignInPage, signInPageHeaders, type SignInPageModel } from './sign-in-page.ts';
import { PAGE_LANGUAGES, SIGN_IN_MESSAGES, pickPageLanguage } from './sign-in-page.messages.ts';

const base: SignInPageModel = {
  lang: 'en',
  action: '/web/keycloak/redirect',
  redirectUrl: 'https://campus.test/',
  csrfToken: 'csrf-123',
  cspNonce: 'nonce-abc',
  showPasswordForm: true,
};

describe('renderSignInPage', () => {
  it('renders a phone-friendly form with email, password, CSRF token and redirect target', () => {
    const html = renderSignInPage(base);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<form method="post" action="/web/keycloak/redirect"');
    expect(html).toContain('name="csrf_token" value="csrf-123"');
    expect(html).toContain('name="redirect_url" value="https://campus.test/"');
    expect(html).toContain('type="email"');
    expect(html).toContain('type="password" autocomplete="current-password"');
    expect(html).toContain(SIGN_IN_MESSAGES.en.submit);
    expect(html).toContain('<style nonce="nonce-abc">');
  });

  it('loads nothing from elsewhere and runs no script', () => {
    const html = renderSignInPage({ ...base, ssoUrl: '/web/keycloak/sso?redirect_url=x' });
    expect(html).not.toMatch(/<script|<link|src=|@import|url\(/i);
    expect(html).not.toMatch(/https?:\/\/(?!campus\.test)/);
  });

  it('speaks German', () => {
    const html = renderSignInPage({ ...base, lang: 'de', error: 'invalid_credentials', email: 'a@b.test' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Passwort');
    expect(html).toContain(SIGN_IN_MESSAGES.de.errorInvalidCredentials);
    expect(html).toContain('hreflang="en"');
  });

  it('keeps the email after a failed attempt and shows the error as an alert', () => {
    const html = renderSignInPage({ ...base, email: 'student@example.org', error: 'invalid_credentials' });
    expect(html).toContain('value="student@example.org"');
    expect(html).toContain('role="alert"');
    expect(html).toContain(SIGN_IN_MESSAGES.en.errorInvalidCredentials);
  });

  it('tells how long to wait when rate limited', () => {
    const html = renderSignInPage({ ...base, error: 'rate_limited', retryAfterSeconds: 200 });
    expect(html).toContain('try again in 4 minutes');
  });

  it('escapes every value it prints', () => {
    const evil = '"><script>alert(1)</script><x a=\'';
    const html = renderSignInPage({ ...base, email: evil, redirectUrl: evil, csrfToken: evil, action: '/web/keycloak/redirect' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;x a=&#39;');
  });

  it('offers single sign-on, or only single sign-on', () => {
    const both = renderSignInPage({ ...base, ssoUrl: '/web/keycloak/sso?redirect_url=%2F' });
    expect(both).toContain('<form');
    expect(both).toContain('href="/web/keycloak/sso?redirect_url=%2F"');
    const only = renderSignInPage({ ...base, ssoUrl: '/web/keycloak/sso', showPasswordForm: false });
    expect(only).not.toContain('<form');
    expect(only).toContain(SIGN_IN_MESSAGES.en.ssoOnlyIntro);
  });

  it('links to the other language, keeping the redirect target', () => {
    const html = renderSignInPage(base);
    expect(html).toContain('href="/web/keycloak/redirect?redirect_url=https%3A%2F%2Fcampus.test%2F&amp;lang=de"');
  });
});

describe('renderRefusedPage', () => {
  it('explains the refusal and links home', () => {
    const html = renderRefusedPage('de', 'https://campus.test/', 'n');
    expect(html).toContain(SIGN_IN_MESSAGES.de.refusedTitle);
    expect(html).toContain('href="https://campus.test/"');
    expect(html).not.toContain('<form');
  });
});

describe('signInPageHeaders', () => {
  it('locks the page down', () => {
    const headers = signInPageHeaders('n1', ['https://app.campus.test']);
    expect(headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'nonce-n1'; img-src 'self' data:; form-action 'self' https://app.campus.test; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['referrer-policy']).toBe('same-origin');
  });
});

describe('messages', () => {
  it('de and en have the same keys and no empty text', () => {
    const keys = PAGE_LANGUAGES.map((lang) => Object.keys(SIGN_IN_MESSAGES[lang]).sort());
    expect(keys[0]).toEqual(keys[1]);
    for (const lang of PAGE_LANGUAGES) {
      for (const text of Object.values(SIGN_IN_MESSAGES[lang])) expect(text.trim().length).toBeGreaterThan(0);
    }
  });

  it.each([
    [undefined, undefined, 'en'],
    ['de', 'en-US', 'de'],
    ['DE', undefined, 'de'],
    ['fr', 'de-DE,de;q=0.9', 'de'],
    [undefined, 'fr-FR,de;q=0.8,en;q=0.9', 'en'],
    [undefined, 'de-AT;q=0.5,en;q=0', 'de'],
    [undefined, 'fr', 'en'],
  ])('language from ?lang=%s and Accept-Language %s → %s', (query, header, expected) => {
    expect(pickPageLanguage(query, header)).toBe(expected);
  });

  it('escapeHtml', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\``)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;');
  });
});
