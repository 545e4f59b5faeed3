// The server-rendered sign-in page at /web/keycloak/redirect: one small self-contained HTML document
// (no scripts, no external assets, inline CSS under a CSP nonce), usable on a phone. Every dynamic value
// is HTML-escaped; the form carries a CSRF token that must match the cookie set with the page.
import { SIGN_IN_MESSAGES, type PageLanguage, type SignInMessages } from './sign-in-page.messages.ts';

export type SignInPageError = 'invalid_credentials' | 'account_disabled' | 'rate_limited' | 'csrf' | 'sso_failed' | 'sso_account_conflict';

export interface SignInPageModel {
  lang: PageLanguage;
  /** Path the form posts to (the page's own path). */
  action: string;
  redirectUrl: string;
  csrfToken: string;
  cspNonce: string;
  /** Kept after a failed attempt so the user types only the password again. */
  email?: string;
  error?: SignInPageError;
  retryAfterSeconds?: number;
  /** Link that starts single sign-on, when configured. */
  ssoUrl?: string;
  /** False when the campus signs in through its identity provider only. */
  showPasswordForm: boolean;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => ESCAPES[char] ?? char);
}

function errorText(messages: SignInMessages, error: SignInPageError, retryAfterSeconds?: number): string {
  switch (error) {
    case 'invalid_credentials':
      return messages.errorInvalidCredentials;
    case 'account_disabled':
      return messages.errorAccountDisabled;
    case 'rate_limited':
      return retryAfterSeconds && retryAfterSeconds > 0
        ? messages.errorRateLimitedWithMinutes.replace('{minutes}', String(Math.max(1, Math.ceil(retryAfterSeconds / 60))))
        : messages.errorRateLimited;
    case 'csrf':
      return messages.errorCsrf;
    case 'sso_failed':
      return messages.errorSsoFailed;
    case 'sso_account_conflict':
      return messages.errorSsoAccountConflict;
  }
}

// Text and buttons reach WCAG 2.2 AA (4.5:1) in the light and the dark scheme (issue 17).
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;
line-height:1.5;color:#1a1b1e;background:#f1f3f5}
main{width:100%;max-width:28rem;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06)}
h1{font-size:1.5rem;margin:0 0 8px}
p{margin:0 0 16px;color:#495057}
label{display:block;font-weight:600;margin:12px 0 4px}
input[type=email],input[type=password]{width:100%;font:inherit;padding:12px;border:1px solid #ced4da;border-radius:8px;min-height:48px}
input:focus{outline:3px solid #74c0fc;outline-offset:1px;border-color:#1971c2}
button,.button{display:block;width:100%;margin-top:20px;min-height:48px;font:inherit;font-weight:600;border:0;border-radius:8px;
padding:12px;cursor:pointer;text-align:center;text-decoration:none;background:#1971c2;color:#fff}
.button.secondary{background:#fff;color:#1864ab;border:1px solid #1864ab}
.alert{border-radius:8px;padding:12px;margin:0 0 16px;background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9}
.divider{text-align:center;color:#5c636a;margin:16px 0 0}
.lang{margin:20px 0 0;text-align:right;font-size:.9rem}
.lang a{color:#1864ab}
@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}main{background:#25262b}p{color:#ced4da}.divider{color:#adb5bd}
input[type=email],input[type=password]{background:#1a1b1e;color:#e9ecef;border-color:#495057}.lang a{color:#74c0fc}}
`;

function layout(lang: PageLanguage, title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Same page in the other language, keeping the redirect target. */
function languageSwitchHref(action: string, lang: PageLanguage, redirectUrl: string): string {
  const other: PageLanguage = lang === 'de' ? 'en' : 'de';
  const params = new URLSearchParams({ redirect_url: redirectUrl, lang: other });
  return `${action}?${params.toString()}`;
}

export function renderSignInPage(model: SignInPageModel): string {
  const messages = SIGN_IN_MESSAGES[model.lang];
  const parts: string[] = [`<h1>${escapeHtml(messages.heading)}</h1>`];
  parts.push(`<p>${escapeHtml(model.showPasswordForm ? messages.intro : messages.ssoOnlyIntro)}</p>`);
  if (model.error) {
    parts.push(
      `<div class="alert" role="alert" id="sign-in-error">${escapeHtml(errorText(messages, model.error, model.retryAfterSeconds))}</div>`,
    );
  }
  if (model.showPasswordForm) {
    parts.push(`<form method="post" action="${escapeHtml(model.action)}" novalidate>
<input type="hidden" name="csrf_token" value="${escapeHtml(model.csrfToken)}">
<input type="hidden" name="redirect_url" value="${escapeHtml(model.redirectUrl)}">
<input type="hidden" name="lang" value="${model.lang}">
<label for="email">${escapeHtml(messages.email)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="320"${
      model.email ? ` value="${escapeHtml(model.email)}"` : ' autofocus'
    }${model.error === 'invalid_credentials' ? ' aria-describedby="sign-in-error"' : ''}>
<label for="password">${escapeHtml(messages.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${
      model.email ? ' autofocus' : ''
    }>
<button type="submit">${escapeHtml(messages.submit)}</button>
</form>`);
  }
  if (model.ssoUrl) {
    if (model.showPasswordForm) parts.push(`<p class="divider">${escapeHtml(messages.ssoDivider)}</p>`);
    const secondary = model.showPasswordForm ? ' secondary' : '';
    parts.push(`<a class="button${secondary}" href="${escapeHtml(model.ssoUrl)}">${escapeHtml(messages.ssoButton)}</a>`);
  }
  parts.push(
    `<p class="lang"><a href="${escapeHtml(languageSwitchHref(model.action, model.lang, model.redirectUrl))}" hreflang="${
      model.lang === 'de' ? 'en' : 'de'
    }">${escapeHtml(messages.languageSwitch)}</a></p>`,
  );
  return layout(model.lang, messages.documentTitle, model.cspNonce, parts.join('\n'));
}

/** The 400 page for a redirect_url that is not allowed. */
export function renderRefusedPage(lang: PageLanguage, homeUrl: string, cspNonce: string): string {
  const messages = SIGN_IN_MESSAGES[lang];
  const body = `<h1>${escapeHtml(messages.refusedTitle)}</h1>
<p>${escapeHtml(messages.refusedBody)}</p>
<a class="button" href="${escapeHtml(homeUrl)}">${escapeHtml(messages.refusedBack)}</a>`;
  return layout(lang, messages.refusedTitle, cspNonce, body);
}

/**
 * Security headers for the page: nothing but our inline style may load, the page cannot be framed, and
 * the form may only post to us (and be redirected to the validated target's origin).
 */
export function signInPageHeaders(cspNonce: string, formTargets: readonly string[]): Record<string, string> {
  const formAction = ["'self'", ...new Set(formTargets)].join(' ');
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    pragma: 'no-cache',
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${cspNonce}'`,
      "img-src 'self' data:",
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // same-origin, not no-referrer: with no-referrer browsers send `Origin: null` on the form post,
    // and the origin check would refuse every sign-in.
    'referrer-policy': 'same-origin',
  };
}
