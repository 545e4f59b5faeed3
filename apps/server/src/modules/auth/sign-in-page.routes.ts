// The browser side of signing in: the sign-in page (GET shows it, POST checks the password), single
// sign-on start and callback at the campus identity provider, and the provider logout redirect.
// Success always ends in a 303 to the validated redirect_url carrying the tokens (spec §4 "Redirect
// tokens"); the app stores them and strips them from the address bar. Back into the web app (our own
// origin) only the access token rides in the URL and the refresh token is set as the HttpOnly cookie
// (decision 0007); to a native app (an allowlisted origin or scheme) both ride in the URL as before.
import { AUTH_ERROR_CODES, AUTH_PATHS, type Language } from '@campus/shared';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { constantTimeEqual, randomUrlToken } from '../../lib/tokens.ts';
import { clientInfo } from './auth.routes.ts';
import { LoginRateLimitedError, OIDC_TRANSACTION_TTL_SECONDS, SsoSignInError, type AuthService } from './auth.service.ts';
import { OidcError } from './oidc.ts';
import { checkRedirectUrl, originOf, withTokens, type RedirectPolicy } from './redirect-url.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { pickPageLanguage, type PageLanguage } from './sign-in-page.messages.ts';
import { renderRefusedPage, renderSignInPage, signInPageHeaders, type SignInPageError } from './sign-in-page.ts';

export const CSRF_COOKIE = 'campus_signin_csrf';
export const OIDC_COOKIE = 'campus_oidc_tx';
const COOKIE_PATH = '/web/keycloak';
const CSRF_TTL_SECONDS = 2 * 60 * 60;

const PageQuerySchema = z.object({
  redirect_url: z.string().max(4096).optional(),
  lang: z.string().max(16).optional(),
});

// Lenient on purpose: a broken form is answered with the page and a message, not a JSON problem.
const SignInFormSchema = z.object({
  email: z.string().max(4096).optional(),
  password: z.string().max(8192).optional(),
  csrf_token: z.string().max(256).optional(),
  redirect_url: z.string().max(4096).optional(),
  lang: z.string().max(16).optional(),
});

// Providers add their own parameters (iss, session_state, …); openid-client checks what matters.
const CallbackQuerySchema = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
});

/** This campus's origin (`scheme://host[:port]`, normalised): PUBLIC_URL, or the origin the request arrived on. */
function ownOrigin(service: AuthService, request: FastifyRequest): string {
  const raw = service.settings.publicUrl ?? `${request.protocol}://${request.host}`;
  try {
    return originOf(new URL(raw));
  } catch {
    // A Host header that is no host: nothing will match it.
    return 'invalid://invalid';
  }
}

function redirectPolicy(service: AuthService, request: FastifyRequest): RedirectPolicy {
  return { ownOrigins: [ownOrigin(service, request)], allowlist: service.settings.redirectAllowlist };
}

/** The Origin header of a form post, normalised; undefined when the browser did not send one. */
function requestOriginHeader(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  try {
    return originOf(new URL(origin));
  } catch {
    return 'invalid://invalid';
  }
}

function isSecure(service: AuthService, request: FastifyRequest): boolean {
  return ownOrigin(service, request).startsWith('https:');
}

function sendPage(reply: FastifyReply, status: number, html: string, nonce: string, formTargets: string[] = []): FastifyReply {
  return reply.status(status).headers(signInPageHeaders(nonce, formTargets)).send(html);
}

/**
 * 303 with the tokens; nothing on the way (proxies, Referer) may keep the URL. The web app on our own
 * origin gets its refresh token as the cookie, so no script ever sees it.
 */
function redirectWithTokens(
  service: AuthService,
  request: FastifyRequest,
  reply: FastifyReply,
  target: URL,
  tokens: { accessToken: string; refreshToken: string },
): FastifyReply {
  const intoWebApp = originOf(target) === ownOrigin(service, request);
  if (intoWebApp) setRefreshCookie(reply, tokens.refreshToken, service.settings.refreshTokenTtlSeconds);
  const location = withTokens(target, intoWebApp ? { accessToken: tokens.accessToken } : tokens);
  return reply
    .status(303)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('location', location)
    .send();
}

export async function signInPageRoutes(app: FastifyInstance): Promise<void> {
  // Encapsulated: cookies and form bodies only for these routes.
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = app.auth;

  const ssoStartHref = (redirectUrl: string, lang: PageLanguage) =>
    `${AUTH_PATHS.ssoStart}?${new URLSearchParams({ redirect_url: redirectUrl, lang }).toString()}`;

  /** Renders the page with a fresh CSRF token (set as cookie and embedded in the form). */
  const renderPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    values: { lang: PageLanguage; target: URL; email?: string; error?: SignInPageError; retryAfterSeconds?: number },
  ) => {
    const csrfToken = randomUrlToken();
    reply.setCookie(CSRF_COOKIE, csrfToken, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: isSecure(auth, request),
      maxAge: CSRF_TTL_SECONDS,
    });
    const nonce = randomUrlToken(16);
    const html = renderSignInPage({
      lang: values.lang,
      action: AUTH_PATHS.signInPage,
      redirectUrl: values.target.href,
      csrfToken,
      cspNonce: nonce,
      email: values.email,
      error: values.error,
      retryAfterSeconds: values.retryAfterSeconds,
      ssoUrl: auth.oidc ? ssoStartHref(values.target.href, values.lang) : undefined,
      showPasswordForm: !auth.settings.oidcOnly,
    });
    return sendPage(reply, status, html, nonce, [originOf(values.target)]);
  };

  const refused = (request: FastifyRequest, reply: FastifyReply, lang: PageLanguage) => {
    const nonce = randomUrlToken(16);
    return sendPage(reply, 400, renderRefusedPage(lang, `${ownOrigin(auth, request)}/`, nonce), nonce);
  };

  routes.get(
    AUTH_PATHS.signInPage,
    {
      schema: {
        tags: ['auth'],
        summary: 'The sign-in page (HTML, de/en); after sign-in it redirects to redirect_url with the tokens',
        querystring: PageQuerySchema,
      },
    },
    async (request, reply) => {
      const lang = pickPageLanguage(request.query.lang, request.headers['accept-language']);
      const check = checkRedirectUrl(request.query.redirect_url ?? '/', redirectPolicy(auth, request));
      if (!check.ok) {
        request.log.info({ event: 'redirect_refused', reason: check.reason }, 'sign-in redirect_url refused');
        return refused(request, reply, lang);
      }
      if (auth.oidc && auth.settings.oidcOnly) {
        return reply.status(303).header('location', ssoStartHref(check.url.href, lang)).send();
      }
      return renderPage(request, reply, 200, { lang, target: check.url });
    },
  );

  routes.post(
    AUTH_PATHS.signInPage,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-in form post (application/x-www-form-urlencoded, CSRF-protected)',
        body: SignInFormSchema,
      },
    },
    async (request, reply) => {
      const form = request.body;
      const lang = pickPageLanguage(form.lang, request.headers['accept-language']);
      const check = checkRedirectUrl(form.redirect_url ?? '/', redirectPolicy(auth, request));
      if (!check.ok) return refused(request, reply, lang);
      const target = check.url;
      const email = (form.email ?? '').slice(0, 320);

      // Double-submit token (cookie = form field) and, when the browser says where the post came from, our origin.
      const cookieToken = request.cookies[CSRF_COOKIE];
      const origin = requestOriginHeader(request);
      const sameOrigin = origin === undefined || origin === ownOrigin(auth, request);
      const csrfOk = Boolean(cookieToken && form.csrf_token && constantTimeEqual(cookieToken, form.csrf_token)) && sameOrigin;
      if (!csrfOk) {
        request.log.info({ event: 'csrf_refused' }, 'sign-in form refused: CSRF check failed');
        return renderPage(request, reply, 403, { lang, target, email, error: 'csrf' });
      }

      try {
        const issued = await auth.passwordSignIn(email, form.password ?? '', clientInfo(request));
        reply.clearCookie(CSRF_COOKIE, { path: COOKIE_PATH });
        return redirectWithTokens(auth, request, reply, target, issued);
      } catch (error) {
        if (error instanceof LoginRateLimitedError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
          return renderPage(request, reply, 429, {
            lang,
            target,
            email,
            error: 'rate_limited',
            retryAfterSeconds: error.retryAfterSeconds,
          });
        }
        if (error instanceof AppError && error.code === AUTH_ERROR_CODES.invalidCredentials) {
          return renderPage(request, reply, 401, { lang, target, email, error: 'invalid_credentials' });
        }
        if (error instanceof AppError && error.code === AUTH_ERROR_CODES.accountDisabled) {
          return renderPage(request, reply, 403, { lang, target, email, error: 'account_disabled' });
        }
        throw error;
      }
    },
  );

  routes.get(
    AUTH_PATHS.ssoStart,
    {
      schema: {
        tags: ['auth'],
        summary: 'Start single sign-on at the campus identity provider (code + PKCE + state + nonce)',
        querystring: PageQuerySchema,
      },
    },
    async (request, reply) => {
      const oidc = auth.oidc;
      if (!oidc) throw new AppError(404, AUTH_ERROR_CODES.ssoUnavailable, 'Single sign-on is not configured.');
      const lang = pickPageLanguage(request.query.lang, request.headers['accept-language']);
      const check = checkRedirectUrl(request.query.redirect_url ?? '/', redirectPolicy(auth, request));
      if (!check.ok) return refused(request, reply, lang);
      const callbackUrl = `${ownOrigin(auth, request)}${AUTH_PATHS.ssoCallback}`;
      let started: Awaited<ReturnType<typeof oidc.startAuthorization>>;
      try {
        started = await oidc.startAuthorization(callbackUrl, { uiLocales: lang });
      } catch (error) {
        request.log.warn({ event: 'sso_unavailable', err: error }, 'identity provider unavailable');
        return renderPage(request, reply, 502, { lang, target: check.url, error: 'sso_failed' });
      }
      const sealed = await auth.sealOidcTransaction({
        ...started.transaction,
        redirectUrl: check.url.href,
        callbackUrl,
        lang: lang satisfies Language,
      });
      reply.setCookie(OIDC_COOKIE, sealed, {
        path: COOKIE_PATH,
        httpOnly: true,
        // Lax: the provider sends the browser back with a top-level cross-site GET.
        sameSite: 'lax',
        secure: isSecure(auth, request),
        maxAge: OIDC_TRANSACTION_TTL_SECONDS,
      });
      return reply.status(303).header('cache-control', 'no-store').header('location', started.url.href).send();
    },
  );

  routes.get(
    AUTH_PATHS.ssoCallback,
    {
      schema: {
        tags: ['auth'],
        summary: 'Return from the campus identity provider; redirects to redirect_url with the tokens',
        querystring: CallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const transaction = await auth.openOidcTransaction(request.cookies[OIDC_COOKIE]);
      reply.clearCookie(OIDC_COOKIE, { path: COOKIE_PATH });
      const lang: PageLanguage = transaction?.lang ?? pickPageLanguage(undefined, request.headers['accept-language']);
      const fallback = new URL(`${ownOrigin(auth, request)}/`);
      const oidc = auth.oidc;
      if (!oidc || !transaction) {
        return renderPage(request, reply, 400, { lang, target: fallback, error: 'sso_failed' });
      }
      // Re-check: the allowlist may have changed since the start.
      const check = checkRedirectUrl(transaction.redirectUrl, redirectPolicy(auth, request));
      if (!check.ok) return refused(request, reply, lang);
      if (request.query.error) {
        request.log.info({ event: 'sso_error', error: request.query.error }, 'identity provider returned an error');
        return renderPage(request, reply, 400, { lang, target: check.url, error: 'sso_failed' });
      }
      const currentUrl = new URL(transaction.callbackUrl);
      currentUrl.search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      try {
        const identity = await oidc.finishAuthorization(currentUrl, transaction);
        const issued = await auth.ssoSignIn(identity, transaction.lang, clientInfo(request));
        return redirectWithTokens(auth, request, reply, check.url, issued);
      } catch (error) {
        if (error instanceof SsoSignInError) {
          request.log.info({ event: 'sso_refused', reason: error.reason }, 'single sign-on refused');
          const pageError: SignInPageError = error.reason === 'account_conflict' ? 'sso_account_conflict' : 'sso_failed';
          return renderPage(request, reply, error.reason === 'account_conflict' ? 409 : 403, {
            lang,
            target: check.url,
            error: pageError,
          });
        }
        if (error instanceof OidcError) {
          request.log.warn({ event: 'sso_failed', err: error }, 'single sign-on failed');
          return renderPage(request, reply, 400, { lang, target: check.url, error: 'sso_failed' });
        }
        throw error;
      }
    },
  );

  routes.get(
    AUTH_PATHS.ssoLogout,
    {
      schema: {
        tags: ['auth'],
        summary: 'End the identity-provider session (when SSO is configured), then return to redirect_url',
        description: 'Revoke our own session first with POST /api/keycloak/logout.',
        querystring: PageQuerySchema,
      },
    },
    async (request, reply) => {
      const lang = pickPageLanguage(request.query.lang, request.headers['accept-language']);
      const check = checkRedirectUrl(request.query.redirect_url ?? '/', redirectPolicy(auth, request));
      if (!check.ok) return refused(request, reply, lang);
      let location = check.url.href;
      if (auth.oidc) {
        try {
          location = (await auth.oidc.endSessionUrl(check.url.href))?.href ?? location;
        } catch (error) {
          request.log.warn({ event: 'sso_logout_unavailable', err: error }, 'identity provider unavailable at logout');
        }
      }
      return reply.status(303).header('cache-control', 'no-store').header('location', location).send();
    },
  );
}
