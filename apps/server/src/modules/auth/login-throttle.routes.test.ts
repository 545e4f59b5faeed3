// Brute-force limits end to end on a real database, through both password paths (POST /api/rest/login
// with Basic auth and the sign-in page form): per (account, IP), per IP across accounts, and the
// slow-down of an account under a distributed attack that never locks out the owner's fresh IP.
import type { Problem } from '@campus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization } from '../../auth-core/authorization-header.ts';
import { authLoginFailures } from '../../db/schema/auth.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SIGN_IN_MESSAGES } from './sign-in-page.messages.ts';
import { CSRF_COOKIE } from './sign-in-page.routes.ts';
import { basicLogin } from './testing/auth-helpers.ts';

const ORIGIN = 'http://campus.test';
let t: TestApp;
/** The slow-down's delays, as the injected sleep saw them (nothing waits in real time). */
const delays: number[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: ORIGIN },
    sleep: (milliseconds: number) => {
      delays.push(milliseconds);
      return Promise.resolve();
    },
  });
});

afterAll(async () => {
  await t.close();
});

const problem = (body: string) => JSON.parse(body) as Problem;

/** Opens the sign-in page (for its CSRF cookie) and posts the form from `ip`. */
async function pageLogin(email: string, password: string, ip: string, lang: 'de' | 'en' = 'en'): Promise<LightMyRequestResponse> {
  const opened = await t.app.inject({ method: 'GET', url: `/web/keycloak/redirect?redirect_url=%2F&lang=${lang}` });
  const csrf = opened.cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  return t.app.inject({
    method: 'POST',
    url: '/web/keycloak/redirect',
    payload: new URLSearchParams({ email, password, csrf_token: csrf, redirect_url: `${ORIGIN}/`, lang }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${CSRF_COOKIE}=${csrf}` },
    remoteAddress: ip,
  });
}

/** Moves every recorded failure of `account` back in time, as if `seconds` had passed. */
async function ageFailures(account: string, seconds: number): Promise<void> {
  const rows = await t.db
    .select({ id: authLoginFailures.id, createdAt: authLoginFailures.createdAt })
    .from(authLoginFailures)
    .where(eq(authLoginFailures.account, account));
  for (const row of rows) {
    await t.db
      .update(authLoginFailures)
      .set({ createdAt: new Date(row.createdAt.getTime() - seconds * 1000) })
      .where(eq(authLoginFailures.id, row.id));
  }
}

describe('per (account, IP)', () => {
  it('refuses an (account, IP) pair after 10 failures with 429 + Retry-After; the real user elsewhere still gets in', async () => {
    const attacker = '192.0.2.66';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await basicLogin(t.app, DEMO_EMAILS.manager, `wrong-${attempt}`, attacker)).statusCode).toBe(401);
    }
    const limited = await basicLogin(t.app, DEMO_EMAILS.manager, 'wrong-again', attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(problem(limited.body).code).toBe('LOGIN_RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    // Even the right password is not checked from the limited IP, on either path.
    expect((await basicLogin(t.app, DEMO_EMAILS.manager, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
    expect((await pageLogin(DEMO_EMAILS.manager, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
    // The real user from another IP gets in.
    expect((await basicLogin(t.app, DEMO_EMAILS.manager, DEMO_PASSWORD, '203.0.113.77')).statusCode).toBe(200);
  });
});

describe('per IP across accounts', () => {
  it('throttles one IP trying one password against 200 accounts after 20 failures, known accounts or not', async () => {
    const sprayer = '198.18.0.1';
    const known: string[] = [DEMO_EMAILS.admin, DEMO_EMAILS.student];
    const accounts = Array.from({ length: 200 }, (_, index) => known[index % 40] ?? `spray-${index}@example.org`);
    const statuses: number[] = [];
    const limitedBodies = new Set<string>();
    for (const account of accounts) {
      const response = await basicLogin(t.app, account, 'Summer2026!', sprayer);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        limitedBodies.add(response.body);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    // Existing and unknown accounts get the very same answer: the limit reveals nothing.
    expect(limitedBodies.size).toBe(1);
    expect(problem([...limitedBodies][0]!).code).toBe('LOGIN_RATE_LIMITED');
    // The sign-in page applies the same limit, with the translated message.
    const page = await pageLogin('another-victim@example.org', 'Summer2026!', sprayer, 'de');
    expect(page.statusCode).toBe(429);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.body).toContain(SIGN_IN_MESSAGES.de.errorRateLimitedWithMinutes.split('{minutes}')[0]);
    // Another IP is not affected.
    expect((await basicLogin(t.app, DEMO_EMAILS.student, DEMO_PASSWORD, '198.18.0.2')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one client, so rotating addresses inside it does not reset the limit', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const ip = `2001:db8:1:2::${(attempt + 1).toString(16)}`;
      expect((await basicLogin(t.app, `v6-${attempt}@example.org`, 'guess', ip)).statusCode).toBe(401);
    }
    expect((await basicLogin(t.app, 'v6-next@example.org', 'guess', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await basicLogin(t.app, 'v6-next@example.org', 'guess', '2001:db8:1:3::1')).statusCode).toBe(401);
  });
});

describe('many clients behind one address (a school behind NAT)', () => {
  it('lets a right password in from a spraying address, slowed down, while wrong ones stay refused (both paths)', async () => {
    const school = '198.18.20.1';
    // 25 wrong passwords across 25 accounts (a class of typing students, or a sprayer).
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const status = (await basicLogin(t.app, `pupil-${attempt}@example.org`, 'wrong', school)).statusCode;
      expect(status).toBe(attempt < 20 ? 401 : 429);
    }
    // Another account's right password from the same address gets in, after a delay.
    delays.length = 0;
    expect((await basicLogin(t.app, DEMO_EMAILS.student, DEMO_PASSWORD, school)).statusCode).toBe(200);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThan(0);
    expect(delays[0]).toBeLessThanOrEqual(2000);
    delays.length = 0;
    expect((await pageLogin(DEMO_EMAILS.mentor, DEMO_PASSWORD, school)).statusCode).toBe(303);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThan(0);
    // The sprayer's next wrong password is still refused, alike for known and unknown accounts.
    const known = await basicLogin(t.app, DEMO_EMAILS.instructor, 'Summer2026!', school);
    const unknown = await basicLogin(t.app, 'nobody-here@example.org', 'Summer2026!', school);
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(429);
      expect(problem(response.body).code).toBe('LOGIN_RATE_LIMITED');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(known.body).toBe(unknown.body);
    expect((await pageLogin('nobody-here@example.org', 'Summer2026!', school)).statusCode).toBe(429);
  });

  it('grows the delay with the address’s failures and keeps it bounded; a quiet address waits for nothing', async () => {
    const address = '198.18.21.1';
    const seen: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      delays.length = 0;
      await basicLogin(t.app, `class-${attempt}@example.org`, 'wrong', address);
      seen.push(delays[0] ?? 0);
    }
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBeGreaterThan(seen[20]!);
    expect(seen.every((delay, index) => index === 0 || delay >= seen[index - 1]!)).toBe(true);
    expect(Math.max(...seen)).toBeLessThanOrEqual(2000);
    delays.length = 0;
    expect((await basicLogin(t.app, DEMO_EMAILS.student, DEMO_PASSWORD, '198.18.21.2')).statusCode).toBe(200);
    expect(delays.every((delay) => delay === 0)).toBe(true);
  });
});

describe('an account under a distributed attack', () => {
  it('lets the owner sign in from a fresh IP after 20+ failures from 20 other IPs (both paths)', async () => {
    for (let attempt = 0; attempt < 24; attempt += 1) {
      expect((await basicLogin(t.app, DEMO_EMAILS.mentor, `guess-${attempt}`, `192.0.2.${attempt + 1}`)).statusCode).toBe(401);
    }
    expect((await basicLogin(t.app, DEMO_EMAILS.mentor, DEMO_PASSWORD, '203.0.113.90')).statusCode).toBe(200);
    expect((await pageLogin(DEMO_EMAILS.mentor, DEMO_PASSWORD, '203.0.113.91')).statusCode).toBe(303);
  });

  it('gives every IP that already failed one try per window while the attack lasts, and fresh IPs theirs', async () => {
    const account = DEMO_EMAILS.guest;
    const attackerIps = Array.from({ length: 30 }, (_, index) => `198.51.100.${index + 100}`);
    // Three rounds over 30 IPs: 90 attempts inside one window.
    const checked: string[] = [];
    const limited: LightMyRequestResponse[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const ip of attackerIps) {
        const response = await basicLogin(t.app, account, `round-${round}-${ip}`, ip);
        if (response.statusCode === 401) checked.push(ip);
        else limited.push(response);
      }
    }
    // Every IP got its first guess (the owner's IP would too), none a second one: 30 guesses, not 90.
    expect(checked).toEqual(attackerIps);
    expect(limited).toHaveLength(60);
    for (const response of limited) {
      expect(response.statusCode).toBe(429);
      expect(problem(response.body).code).toBe('LOGIN_RATE_LIMITED');
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(200);
      expect(retryAfter).toBeLessThanOrEqual(300);
    }
    // A fresh IP still gets its guess, then is slowed like the others.
    expect((await basicLogin(t.app, account, 'fresh-guess', '198.51.100.200')).statusCode).toBe(401);
    expect((await basicLogin(t.app, account, 'fresh-again', '198.51.100.200')).statusCode).toBe(429);
    // The page form follows the same rule.
    expect((await pageLogin(account, 'page-guess', attackerIps[0]!)).statusCode).toBe(429);
    // Once an IP's last failure has left the window, it may try again (the owner after a typo, too).
    await ageFailures(account, 301);
    expect((await basicLogin(t.app, account, DEMO_PASSWORD, attackerIps[0]!)).statusCode).toBe(200);
  });

  it('behaves the same for an account that does not exist', async () => {
    const run = async (account: string, ipPrefix: string) => {
      const statuses: number[] = [];
      for (let round = 0; round < 2; round += 1) {
        for (let index = 0; index < 22; index += 1) {
          statuses.push((await basicLogin(t.app, account, `wrong-${round}`, `${ipPrefix}.${index + 1}`)).statusCode);
        }
      }
      return statuses;
    };
    const existing = await run(DEMO_EMAILS.instructor, '100.64.1');
    const unknown = await run('ghost@example.org', '100.64.2');
    expect(unknown).toEqual(existing);
    expect(existing.slice(0, 22).every((status) => status === 401)).toBe(true);
    expect(existing.slice(22).every((status) => status === 429)).toBe(true);
  });

  it('does not slow an IP that failed once while the account is not under attack', async () => {
    const account = 'quiet@example.org';
    expect((await basicLogin(t.app, account, 'typo-1', '100.64.3.1')).statusCode).toBe(401);
    expect((await basicLogin(t.app, account, 'typo-2', '100.64.3.1')).statusCode).toBe(401);
    expect((await basicLogin(t.app, account, 'typo-3', '100.64.3.1')).statusCode).toBe(401);
  });
});

describe('the client address the limits count', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY, so a sprayer cannot pose as many clients', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/rest/login',
        headers: {
          authorization: basicAuthorization(`xff-${attempt}@example.org`, 'guess'),
          'x-forwarded-for': `10.9.0.${attempt + 1}`,
        },
        remoteAddress: '198.18.7.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('counts the forwarded address behind a trusted proxy, so one sprayer does not block the campus', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const viaProxy = (email: string, password: string, client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/rest/login',
          headers: { authorization: basicAuthorization(email, password), 'x-forwarded-for': client },
          remoteAddress: '127.0.0.1',
        });
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await viaProxy(`proxied-${attempt}@example.org`, 'guess', '198.18.8.1')).statusCode).toBe(401);
      }
      expect((await viaProxy('proxied-next@example.org', 'guess', '198.18.8.1')).statusCode).toBe(429);
      expect((await viaProxy(DEMO_EMAILS.student, DEMO_PASSWORD, '198.18.8.2')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
