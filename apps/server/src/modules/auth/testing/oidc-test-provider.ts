// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a random port, standing in for the
// campus Keycloak in tests, plus a tiny cookie-keeping "browser" that walks through its login and
// consent pages with plain HTTP requests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
}

export async function startTestIdentityProvider(options: {
  redirectUris: string[];
  accounts?: Record<string, TestAccount>;
}): Promise<TestIdentityProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'campus-test-client';
  const clientSecret = 'campus-test-client-secret-0123456789';
  const accounts = new Map(Object.entries(options.accounts ?? {}));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_context: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['campus-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Follows the provider's own pages like a browser would, keeping its cookies. */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  private async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers = new Headers();
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form) : undefined,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const equals = pair.indexOf('=');
      if (equals > 0) this.cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
    return response;
  }

  private static location(response: Response, base: URL): URL {
    const location = response.headers.get('location');
    if (!location) throw new Error(`expected a redirect, got ${response.status}`);
    return new URL(location, base);
  }

  private static formAction(html: string, base: URL): URL {
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error('no form on the provider page');
    return new URL(action.replaceAll('&amp;', '&'), base);
  }

  /**
   * Signs in at the provider as `login` and consents; returns the URL the provider finally redirects
   * the browser to (our callback, with code and state).
   */
  async signIn(authorizationUrl: URL, login: string, ownOrigin: string): Promise<URL> {
    let url = authorizationUrl;
    for (let step = 0; step < 10; step += 1) {
      if (url.origin === ownOrigin) return url;
      const response = await this.request(url);
      if (response.status >= 300 && response.status < 400) {
        url = ProviderBrowser.location(response, url);
        continue;
      }
      const html = await response.text();
      if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 200)}`);
      const action = ProviderBrowser.formAction(html, url);
      const form: Record<string, string> = html.includes('name="prompt" value="login"')
        ? { prompt: 'login', login, password: 'any' }
        : { prompt: 'consent' };
      const submitted = await this.request(action, { method: 'POST', form });
      url = ProviderBrowser.location(submitted, action);
    }
    throw new Error('too many steps at the provider');
  }
}
