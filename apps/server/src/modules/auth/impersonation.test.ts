// Admin impersonation: only campus admins, never of admins, visible in user/me, ended back into the
// admin's own session, every start and end in impersonation_log.
import type { ImpersonationResponse, Me, Problem } from '@campus/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impersonationLog } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, getMe, postJson, signIn } from './testing/auth-helpers.ts';

let t: TestApp;
const uid: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const row of await t.db.select({ id: users.id, email: users.email }).from(users)) uid[row.email] = row.id;
});

afterAll(async () => {
  await t.close();
});

const impersonate = (token: string, target: number | string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/rest/impersonate/${target}`, headers: bearer(token, extra) });
const end = (token: string) => t.app.inject({ method: 'POST', url: '/api/rest/impersonate/end', headers: bearer(token) });

describe('impersonation', () => {
  it('lets a campus admin act as a student, shows it, ends it and logs both', async () => {
    const admin = await signIn(t.app, DEMO_EMAILS.admin);
    const student = uid[DEMO_EMAILS.student]!;
    const started = await impersonate(admin.accessToken, student);
    expect(started.statusCode).toBe(200);
    const acting = started.json<ImpersonationResponse>();
    expect(acting.uid).toBe(student);

    const me = (await getMe(t.app, acting.access_token)).json<Me>();
    expect(me.uid).toBe(student);
    expect(me.email).toBe(DEMO_EMAILS.student);
    expect(me.impersonating).toEqual({
      by: { uid: admin.uid, email: DEMO_EMAILS.admin, display_name: expect.any(String) as string },
    });
    expect(me.permissions.impersonate_url).toBeUndefined();
    // No impersonation chains.
    expect((await impersonate(acting.access_token, uid[DEMO_EMAILS.guest]!)).statusCode).toBe(403);

    // The impersonation session refreshes like any other and stays marked.
    const refreshed = await postJson(t.app, '/api/keycloak/refresh', { refresh_token: acting.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const refreshedToken = refreshed.json<ImpersonationResponse>().access_token;
    expect((await getMe(t.app, refreshedToken)).json<Me>().impersonating?.by.uid).toBe(admin.uid);

    const ended = await end(refreshedToken);
    expect(ended.statusCode).toBe(200);
    const back = ended.json<ImpersonationResponse>();
    expect(back.uid).toBe(admin.uid);
    const adminMe = (await getMe(t.app, back.access_token)).json<Me>();
    expect(adminMe.uid).toBe(admin.uid);
    expect(adminMe.impersonating).toBeNull();
    expect(adminMe.permissions.impersonate_url).toBe('/api/rest/impersonate/');
    // The impersonation tokens are dead; the admin's refresh token from the new pair works.
    expect((await getMe(t.app, refreshedToken)).statusCode).toBe(401);
    expect((await postJson(t.app, '/api/keycloak/refresh', { refresh_token: back.refresh_token })).statusCode).toBe(200);
    // The admin's original session was never interrupted.
    expect((await getMe(t.app, admin.accessToken)).statusCode).toBe(200);

    const log = await t.db
      .select({ admin: impersonationLog.adminUserId, target: impersonationLog.targetUserId, action: impersonationLog.action })
      .from(impersonationLog)
      .where(eq(impersonationLog.adminUserId, admin.uid))
      .orderBy(asc(impersonationLog.id));
    expect(log).toEqual([
      { admin: admin.uid, target: student, action: 'start' },
      { admin: admin.uid, target: student, action: 'end' },
    ]);
  });

  it('is refused to non-admins (403), also for staff', async () => {
    for (const email of [DEMO_EMAILS.student, DEMO_EMAILS.manager]) {
      const session = await signIn(t.app, email);
      const response = await impersonate(session.accessToken, uid[DEMO_EMAILS.guest]!);
      expect(response.statusCode, email).toBe(403);
      expect((JSON.parse(response.body) as Problem).code).toBe('IMPERSONATION_FORBIDDEN');
    }
  });

  it('is refused for admins in student mode, of other admins and of oneself', async () => {
    const admin = await signIn(t.app, DEMO_EMAILS.admin);
    expect((await impersonate(admin.accessToken, uid[DEMO_EMAILS.guest]!, { 'x-student-mode': '1' })).statusCode).toBe(403);
    expect((await impersonate(admin.accessToken, admin.uid)).statusCode).toBe(403);
    const [second] = await t.db
      .insert(users)
      .values({ email: 'second-admin@example.org', displayName: 'Second Admin', isAdmin: true })
      .returning({ id: users.id });
    expect((await impersonate(admin.accessToken, second!.id)).statusCode).toBe(403);
  });

  it('answers unknown users with 404, bad ids with 400 and no token with 401', async () => {
    const admin = await signIn(t.app, DEMO_EMAILS.admin);
    expect((await impersonate(admin.accessToken, 999_999)).statusCode).toBe(404);
    expect((await impersonate(admin.accessToken, 'abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/rest/impersonate/${uid[DEMO_EMAILS.guest]}` })).statusCode).toBe(401);
  });

  it('end outside an impersonation is a 400', async () => {
    const admin = await signIn(t.app, DEMO_EMAILS.admin);
    const response = await end(admin.accessToken);
    expect(response.statusCode).toBe(400);
    expect((JSON.parse(response.body) as Problem).code).toBe('NOT_IMPERSONATING');
  });

  it("ends when the admin's own session is gone", async () => {
    const admin = await signIn(t.app, DEMO_EMAILS.admin);
    const acting = (await impersonate(admin.accessToken, uid[DEMO_EMAILS.guest]!)).json<ImpersonationResponse>();
    // Logging out of the impersonation leaves entirely: both sessions end.
    expect((await postJson(t.app, '/api/keycloak/logout', { refresh_token: acting.refresh_token })).statusCode).toBe(204);
    expect((await getMe(t.app, acting.access_token)).statusCode).toBe(401);
    expect((await getMe(t.app, admin.accessToken)).statusCode).toBe(401);
  });
});
