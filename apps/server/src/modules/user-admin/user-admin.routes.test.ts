// Users administer on a real database with the demo campus: per route 401, 403 for everyone but campus
// admins and campus managers (and both in student mode), 400 for bad input, 404 outside the campus,
// and what each change does: roles land in domain_roles, an account a server admin disabled has its
// still-valid access token refused on its very next request and cannot sign in, enabling lets it sign in again, nobody
// disables themselves, campus managers cannot switch admin accounts or take their own manager role.
import { USER_ADMIN_ERROR_CODES, USER_ADMIN_PAGE_SIZE, UserAdminListSchema, type Problem, type UserAdminEntry } from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainRoles } from '../../db/schema/index.ts';
import { DEMO_DOMAIN, DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, createCampus, createUser, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
const sessions = {} as Record<keyof typeof DEMO_EMAILS | 'homeless', SignedIn>;
const BASE = '/api/rest/users/administer';
const STAFF = ['admin', 'manager'] as const;
const NOT_STAFF = ['instructor', 'mentor', 'student', 'guest'] as const;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) sessions[key] = await signInAs(t.app, email);
  await createUser(t.db, { email: 'homeless@example.org', domainId: null });
  sessions.homeless = await signInAs(t.app, 'homeless@example.org');
});

afterAll(async () => {
  await t.close();
});

type Who = keyof typeof sessions;
const headersOf = (who?: Who, studentMode = false) => (who ? authHeaders(sessions[who], studentMode) : {});

function list(who?: Who, query = '', studentMode = false) {
  return t.app.inject({ method: 'GET', url: `${BASE}${query}`, headers: headersOf(who, studentMode) });
}
function putRoles(uid: number | string, body: unknown, who?: Who) {
  return t.app.inject({ method: 'PUT', url: `${BASE}/${uid}/roles`, headers: headersOf(who), payload: body as object });
}
function post(path: string, who?: Who, body?: unknown) {
  return t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: headersOf(who), ...(body === undefined ? {} : { payload: body as object }) });
}
const code = (response: { json<T>(): T }) => response.json<Problem>().code;

describe('GET /api/rest/users/administer', () => {
  it('is 401 without a token, 403 for everyone but admins and campus managers, 404 without a campus', async () => {
    expect((await list()).statusCode).toBe(401);
    for (const who of NOT_STAFF) {
      const response = await list(who);
      expect(response.statusCode, who).toBe(403);
      expect(code(response)).toBe(USER_ADMIN_ERROR_CODES.forbidden);
    }
    // Student mode takes the staff rights away.
    for (const who of STAFF) expect((await list(who, '', true)).statusCode, who).toBe(403);
    expect(code(await list('homeless'))).toBe(USER_ADMIN_ERROR_CODES.noCampus);
  });

  it('is 400 for a bad page or an overlong search', async () => {
    expect((await list('admin', '?page=-1')).statusCode).toBe(400);
    expect((await list('admin', '?page=x')).statusCode).toBe(400);
    expect((await list('manager', `?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('lists the campus accounts by name with roles, status and last sign-in, for admins and campus managers', async () => {
    for (const who of STAFF) {
      const response = await list(who);
      expect(response.statusCode, response.body).toBe(200);
      const body = UserAdminListSchema.parse(response.json());
      expect(body.domain_id).toBe(DEMO_DOMAIN.id);
      expect(body.limit).toBe(USER_ADMIN_PAGE_SIZE);
      const manager = body.items.find((item) => item.email === DEMO_EMAILS.manager);
      expect(manager).toMatchObject({ roles: ['campus_manager'], is_admin: false, disabled_at: null });
      // Signed in during beforeAll.
      expect(manager?.last_sign_in).not.toBeNull();
      const names = body.items.map((item) => item.display_name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(body.items.some((item) => item.email === 'homeless@example.org')).toBe(false);
      expect(body.can).toEqual({ create_account: who === 'admin', impersonate: who === 'admin' });
    }
  });

  it('searches name or e-mail case-insensitively and pages', async () => {
    const byName = UserAdminListSchema.parse((await list('manager', '?search=GIA')).json());
    expect(byName.items.map((item) => item.email)).toEqual([DEMO_EMAILS.guest]);
    const byEmail = UserAdminListSchema.parse((await list('manager', `?search=${encodeURIComponent(DEMO_EMAILS.mentor)}`)).json());
    expect(byEmail.total).toBe(1);
    // LIKE wildcards are searched as text.
    expect(UserAdminListSchema.parse((await list('manager', '?search=%25')).json()).total).toBe(0);
    const far = UserAdminListSchema.parse((await list('manager', '?page=50')).json());
    expect(far.items).toEqual([]);
    expect(far.offset).toBe(50 * USER_ADMIN_PAGE_SIZE);
    expect(far.total).toBeGreaterThan(0);
  });
});

describe('PUT /api/rest/users/administer/{uid}/roles', () => {
  it('is 401, 403 for non-staff, 400 for unknown or repeated roles, 404 outside the campus', async () => {
    const instructor = await userIdByEmail(t.db, DEMO_EMAILS.instructor);
    expect((await putRoles(instructor, { roles: [] })).statusCode).toBe(401);
    for (const who of NOT_STAFF) expect((await putRoles(instructor, { roles: ['dialog_manager'] }, who)).statusCode, who).toBe(403);
    expect((await putRoles(instructor, { roles: ['admin'] }, 'manager')).statusCode).toBe(400);
    expect((await putRoles(instructor, { roles: ['quiz_manager', 'quiz_manager'] }, 'manager')).statusCode).toBe(400);
    expect((await putRoles(instructor, {}, 'manager')).statusCode).toBe(400);
    expect((await putRoles('abc', { roles: [] }, 'manager')).statusCode).toBe(400);
    const homeless = await userIdByEmail(t.db, 'homeless@example.org');
    const outside = await putRoles(homeless, { roles: ['quiz_manager'] }, 'manager');
    expect(outside.statusCode).toBe(404);
    expect(code(outside)).toBe(USER_ADMIN_ERROR_CODES.userNotFound);
  });

  it('gives and takes campus roles (campus manager and admin alike)', async () => {
    const uid = await createUser(t.db, { email: 'roles-target@example.org' });
    const given = await putRoles(uid, { roles: ['dialog_manager', 'quiz_manager'] }, 'manager');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<UserAdminEntry>().roles).toEqual(['dialog_manager', 'quiz_manager']);
    const rows = await t.db.select({ role: domainRoles.role }).from(domainRoles).where(and(eq(domainRoles.userId, uid), eq(domainRoles.domainId, DEMO_DOMAIN.id)));
    expect(rows.map((row) => row.role).sort()).toEqual(['dialog_manager', 'quiz_manager']);
    const taken = await putRoles(uid, { roles: ['campus_manager'] }, 'admin');
    expect(taken.json<UserAdminEntry>().roles).toEqual(['campus_manager']);
    expect((await putRoles(uid, { roles: [] }, 'admin')).json<UserAdminEntry>().roles).toEqual([]);
  });

  it('the new campus role counts at once: a dialog_manager may start ad-hoc dialogs', async () => {
    const uid = await createUser(t.db, { email: 'future-dialogs@example.org' });
    const session = await signInAs(t.app, 'future-dialogs@example.org');
    const campusBefore = await t.app.inject({ method: 'GET', url: '/api/rest/campus', headers: authHeaders(session) });
    expect(campusBefore.json<{ domain_roles: string[] }>().domain_roles).not.toContain('dialog_manager');
    await putRoles(uid, { roles: ['dialog_manager'] }, 'manager');
    const campusAfter = await t.app.inject({ method: 'GET', url: '/api/rest/campus', headers: authHeaders(session) });
    expect(campusAfter.json<{ domain_roles: string[] }>().domain_roles).toContain('dialog_manager');
  });

  it('a campus manager cannot take their own campus_manager role (409), but may keep it and add others', async () => {
    const manager = await userIdByEmail(t.db, DEMO_EMAILS.manager);
    const refused = await putRoles(manager, { roles: [] }, 'manager');
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe(USER_ADMIN_ERROR_CODES.self);
    const kept = await putRoles(manager, { roles: ['campus_manager', 'quiz_manager'] }, 'manager');
    expect(kept.json<UserAdminEntry>().roles).toEqual(['campus_manager', 'quiz_manager']);
    await putRoles(manager, { roles: ['campus_manager'] }, 'manager');
  });
});

describe('POST /api/rest/users/administer/{uid}/disable and /enable', () => {
  it('is 401, 403 for non-staff, 400 for a bad id, 404 outside the campus', async () => {
    const uid = await createUser(t.db, { email: 'switch-authz@example.org' });
    for (const action of ['disable', 'enable']) {
      expect((await post(`${uid}/${action}`)).statusCode).toBe(401);
      for (const who of NOT_STAFF) expect((await post(`${uid}/${action}`, who)).statusCode, `${who} ${action}`).toBe(403);
      expect((await post(`0/${action}`, 'admin')).statusCode).toBe(400);
      const homeless = await userIdByEmail(t.db, 'homeless@example.org');
      expect((await post(`${homeless}/${action}`, 'admin')).statusCode).toBe(404);
    }
  });

  it('nobody disables themselves; campus managers do not switch admin accounts', async () => {
    const admin = await userIdByEmail(t.db, DEMO_EMAILS.admin);
    const manager = await userIdByEmail(t.db, DEMO_EMAILS.manager);
    expect(code(await post(`${manager}/disable`, 'manager'))).toBe(USER_ADMIN_ERROR_CODES.self);
    const adminSelf = await post(`${admin}/disable`, 'admin');
    // The demo admin belongs to the demo campus only if the seed says so; either way it is refused.
    expect([404, 409]).toContain(adminSelf.statusCode);
    const otherAdmin = await createUser(t.db, { email: 'second-admin@example.org', isAdmin: true });
    const protectedAdmin = await post(`${otherAdmin}/disable`, 'manager');
    expect(protectedAdmin.statusCode).toBe(403);
    expect(code(protectedAdmin)).toBe(USER_ADMIN_ERROR_CODES.adminProtected);
  });

  it("a server admin's disable refuses the user's still-valid access token at once and their sign-in; enabling lets them in again", async () => {
    const uid = await createUser(t.db, { email: 'to-disable@example.org' });
    const victim = await signInAs(t.app, 'to-disable@example.org');
    const me = () => t.app.inject({ method: 'GET', url: '/api/rest/user/me', headers: authHeaders(victim) });
    expect((await me()).statusCode).toBe(200);

    const disabled = await post(`${uid}/disable`, 'admin');
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<UserAdminEntry>().disabled_at).not.toBeNull();
    expect((await me()).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/rest/login',
      headers: { authorization: `Basic ${Buffer.from(`to-disable@example.org:${DEMO_PASSWORD}`).toString('base64')}` },
    });
    expect(login.statusCode).toBe(403);
    expect(code(login)).toBe('ACCOUNT_DISABLED');

    const enabled = await post(`${uid}/enable`, 'admin');
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json<UserAdminEntry>().disabled_at).toBeNull();
    // The old session stays ended; a new sign-in works.
    expect((await me()).statusCode).toBe(401);
    const again = await signInAs(t.app, 'to-disable@example.org');
    expect((await t.app.inject({ method: 'GET', url: '/api/rest/user/me', headers: authHeaders(again) })).statusCode).toBe(200);
  });
});

describe('POST /api/rest/users/administer/members', () => {
  it('is 401, 403 for non-staff, 400 for a bad address', async () => {
    expect((await post('members', undefined, { email: 'x@example.org' })).statusCode).toBe(401);
    for (const who of NOT_STAFF) expect((await post('members', who, { email: 'x@example.org' })).statusCode, who).toBe(403);
    expect((await post('members', 'manager', { email: 'not-an-address' })).statusCode).toBe(400);
    expect((await post('members', 'manager', { email: 'x@example.org', extra: 1 })).statusCode).toBe(400);
  });

  it('a server admin adds an existing account of another campus; 404 for an unknown address, 409 for a member', async () => {
    const other = await createCampus(t.db, 'Other Campus');
    await createUser(t.db, { email: 'Joiner@example.org', domainId: other });
    // A campus manager only invites (user-admin.campuses.test.ts).
    expect((await post('members', 'manager', { email: 'joiner@example.org' })).statusCode).toBe(202);
    const added = await post('members', 'admin', { email: 'JOINER@example.org' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<UserAdminEntry>()).toMatchObject({ email: 'joiner@example.org', roles: [] });
    expect(code(await post('members', 'manager', { email: 'joiner@example.org' }))).toBe(USER_ADMIN_ERROR_CODES.alreadyMember);
    const unknown = await post('members', 'admin', { email: 'nobody-here@example.org' });
    expect(unknown.statusCode).toBe(404);
    expect(code(unknown)).toBe(USER_ADMIN_ERROR_CODES.accountNotFound);
  });
});
