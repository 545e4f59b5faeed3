// "Sign out everywhere" (issue 16, settings): POST /api/rest/user/me/sessions/revoke ends every session
// of the own account, on a real database with sessions from the real sign-in.
import type { ImpersonationResponse, Problem, SessionsRevokeResponse } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, getMe, postJson, signIn } from './testing/auth-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const URL = '/api/rest/user/me/sessions/revoke';
const refresh = (refreshToken: string) => postJson(t.app, '/api/keycloak/refresh', { refresh_token: refreshToken });

describe('POST /api/rest/user/me/sessions/revoke', () => {
  it('answers 401 without a token and with a token of an ended session', async () => {
    expect((await postJson(t.app, URL, { include_current: true })).statusCode).toBe(401);
    const session = await signIn(t.app, DEMO_EMAILS.guest);
    expect((await postJson(t.app, URL, { include_current: true }, bearer(session.accessToken))).statusCode).toBe(200);
    expect((await postJson(t.app, URL, { include_current: true }, bearer(session.accessToken))).statusCode).toBe(401);
  });

  it('answers 400 for a missing, mistyped or unknown field', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.mentor);
    for (const body of [{}, { include_current: 'yes' }, { include_current: true, user_id: 1 }]) {
      const response = await postJson(t.app, URL, body, bearer(session.accessToken));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<Problem>().code).toBe('VALIDATION_FAILED');
    }
    // Nothing ended on the way.
    expect((await getMe(t.app, session.accessToken)).statusCode).toBe(200);
  });

  it('ends every other session of the user and keeps this one with include_current false', async () => {
    const current = await signIn(t.app, DEMO_EMAILS.instructor);
    const phone = await signIn(t.app, DEMO_EMAILS.instructor);
    const tablet = await signIn(t.app, DEMO_EMAILS.instructor);
    const someoneElse = await signIn(t.app, DEMO_EMAILS.manager);

    const response = await postJson(t.app, URL, { include_current: false }, bearer(current.accessToken));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<SessionsRevokeResponse>().revoked).toBeGreaterThanOrEqual(2);

    expect((await getMe(t.app, phone.accessToken)).statusCode).toBe(401);
    expect((await getMe(t.app, tablet.accessToken)).statusCode).toBe(401);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await getMe(t.app, current.accessToken)).statusCode).toBe(200);
    expect((await refresh(current.refreshToken)).statusCode).toBe(200);
    // Other users keep their sessions.
    expect((await getMe(t.app, someoneElse.accessToken)).statusCode).toBe(200);
  });

  it('ends this session too with include_current true', async () => {
    const current = await signIn(t.app, DEMO_EMAILS.student);
    const other = await signIn(t.app, DEMO_EMAILS.student);
    const response = await postJson(t.app, URL, { include_current: true }, bearer(current.accessToken));
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionsRevokeResponse>().revoked).toBeGreaterThanOrEqual(2);
    expect((await getMe(t.app, current.accessToken)).statusCode).toBe(401);
    expect((await getMe(t.app, other.accessToken)).statusCode).toBe(401);
    expect((await refresh(current.refreshToken)).statusCode).toBe(401);
    // Signing in again works as usual.
    expect((await getMe(t.app, (await signIn(t.app, DEMO_EMAILS.student)).accessToken)).statusCode).toBe(200);
  });

  it("refuses (403) an admin acting as someone: the person's sessions stay", async () => {
    const admin = await signIn(t.app, DEMO_EMAILS.admin);
    const student = await signIn(t.app, DEMO_EMAILS.student);
    const started = await t.app.inject({ method: 'POST', url: `/api/rest/impersonate/${student.uid}`, headers: bearer(admin.accessToken) });
    expect(started.statusCode).toBe(200);
    const acting = started.json<ImpersonationResponse>();

    const response = await postJson(t.app, URL, { include_current: false }, bearer(acting.access_token));
    expect(response.statusCode).toBe(403);
    expect(response.json<Problem>().code).toBe('IMPERSONATION_FORBIDDEN');
    expect((await getMe(t.app, student.accessToken)).statusCode).toBe(200);
  });
});
