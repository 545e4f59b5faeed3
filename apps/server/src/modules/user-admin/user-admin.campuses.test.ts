// Users administer with two campuses on one database (issue 27, finding 1): a campus manager who is no
// server admin never makes another campus's account a member of theirs (an invitation is recorded, and
// an unknown address and a foreign one answer alike), acts only on members of their own campus (roles,
// profile, list), and disabling acts on the membership of their campus, not on the account. The invitee
// lists, accepts and declines their invitations; nobody else reaches them.
import { CampusInvitationListSchema, COURSE_ROLE, USER_ADMIN_ERROR_CODES, UserAdminListSchema, type Problem } from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campusInvitations, domainMembers } from '../../db/schema/index.ts';
import { DEMO_CAMPUS_INVITATION_EMAIL, DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { basicLogin, type SignedIn } from '../auth/testing/auth-helpers.ts';
import { addMember, authHeaders, courseIdByTitle, createCampus, createCourse, createUser, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
let other: number;
let otherCourse: number;
let manager: SignedIn;
let admin: SignedIn;
const BASE = '/api/rest/users/administer';
const INVITATIONS = '/api/rest/campus-invitations';

beforeAll(async () => {
  t = await buildTestApp();
  other = await createCampus(t.db, 'Second Campus');
  otherCourse = await createCourse(t.db, { title: 'Second campus course', domainId: other });
  manager = await signInAs(t.app, DEMO_EMAILS.manager);
  admin = await signInAs(t.app, DEMO_EMAILS.admin);
});

afterAll(async () => {
  await t.close();
});

async function foreigner(email: string): Promise<number> {
  const uid = await createUser(t.db, { email, domainId: other });
  await addMember(t.db, otherCourse, uid, COURSE_ROLE.student);
  return uid;
}

function addMemberAs(session: SignedIn, email: string) {
  return t.app.inject({ method: 'POST', url: `${BASE}/members`, headers: authHeaders(session), payload: { email } });
}

async function isMemberOfDemo(uid: number): Promise<boolean> {
  const rows = await t.db
    .select({ uid: domainMembers.userId })
    .from(domainMembers)
    .where(and(eq(domainMembers.domainId, DEMO_DOMAIN.id), eq(domainMembers.userId, uid)));
  return rows.length > 0;
}

describe('a campus manager adding an address', () => {
  it('never makes an account of another campus a member: roles and profile stay refused, the list does not show it', async () => {
    const uid = await foreigner('cross-add@example.org');
    const response = await addMemberAs(manager, 'cross-add@example.org');
    expect(response.statusCode, response.body).toBe(202);
    expect(await isMemberOfDemo(uid)).toBe(false);
    const roles = await t.app.inject({ method: 'PUT', url: `${BASE}/${uid}/roles`, headers: authHeaders(manager), payload: { roles: ['campus_manager'] } });
    expect(roles.statusCode).toBe(404);
    expect(roles.json<Problem>().code).toBe(USER_ADMIN_ERROR_CODES.userNotFound);
    const profile = await t.app.inject({ method: 'GET', url: `/api/rest/user/${uid}/profile`, headers: authHeaders(manager) });
    expect(profile.statusCode).toBe(404);
    for (const action of ['disable', 'enable']) {
      expect((await t.app.inject({ method: 'POST', url: `${BASE}/${uid}/${action}`, headers: authHeaders(manager) })).statusCode, action).toBe(404);
    }
    const listed = UserAdminListSchema.parse((await t.app.inject({ method: 'GET', url: `${BASE}?search=cross-add`, headers: authHeaders(manager) })).json());
    expect(listed.total).toBe(0);
  });

  it('answers an unknown address and an account of another campus alike (status and body)', async () => {
    await foreigner('foreign-probe@example.org');
    const foreign = await addMemberAs(manager, 'Foreign-Probe@example.org');
    const unknown = await addMemberAs(manager, 'nobody-anywhere@example.org');
    expect(foreign.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(foreign.statusCode);
    expect(unknown.headers['content-type']).toBe(foreign.headers['content-type']);
    expect(JSON.stringify(unknown.json()).replace('nobody-anywhere', 'X')).toBe(JSON.stringify(foreign.json()).replace('foreign-probe', 'X'));
    // Asking again keeps one pending invitation and answers the same.
    const again = await addMemberAs(manager, 'foreign-probe@example.org');
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(foreign.body);
    const pending = await t.db.select().from(campusInvitations).where(eq(campusInvitations.email, 'foreign-probe@example.org'));
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ domainId: DEMO_DOMAIN.id, acceptedAt: null, declinedAt: null });
  });

  it('is still 409 for a member of the own campus', async () => {
    const response = await addMemberAs(manager, DEMO_EMAILS.student);
    expect(response.statusCode).toBe(409);
    expect(response.json<Problem>().code).toBe(USER_ADMIN_ERROR_CODES.alreadyMember);
  });

  it('a server admin keeps the direct add (201, a member at once)', async () => {
    const uid = await foreigner('admin-adds@example.org');
    const response = await addMemberAs(admin, 'admin-adds@example.org');
    expect(response.statusCode, response.body).toBe(201);
    expect(await isMemberOfDemo(uid)).toBe(true);
  });
});

describe('campus invitations for the invitee', () => {
  it('is 401 without a token and 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: INVITATIONS })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${INVITATIONS}/1/accept` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${INVITATIONS}/1/decline` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${INVITATIONS}/abc/accept`, headers: authHeaders(manager) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${INVITATIONS}/0/decline`, headers: authHeaders(manager) })).statusCode).toBe(400);
  });

  it('lists, declines and accepts their own invitations; someone else gets 404 for them', async () => {
    const uid = await foreigner('invitee@example.org');
    await foreigner('bystander@example.org');
    await addMemberAs(manager, 'invitee@example.org');
    const invitee = await signInAs(t.app, 'invitee@example.org');
    const bystander = await signInAs(t.app, 'bystander@example.org');
    const list = async (session: SignedIn) => {
      const response = await t.app.inject({ method: 'GET', url: INVITATIONS, headers: authHeaders(session) });
      expect(response.statusCode, response.body).toBe(200);
      return CampusInvitationListSchema.parse(response.json()).items;
    };
    const [first] = await list(invitee);
    expect(first).toMatchObject({ domain_id: DEMO_DOMAIN.id, campus_name: 'Demo Campus' });
    expect(await list(bystander)).toEqual([]);
    const id = first?.id ?? 0;
    for (const action of ['accept', 'decline']) {
      const refused = await t.app.inject({ method: 'POST', url: `${INVITATIONS}/${id}/${action}`, headers: authHeaders(bystander) });
      expect(refused.statusCode, action).toBe(404);
      expect(refused.json<Problem>().code).toBe(USER_ADMIN_ERROR_CODES.invitationNotFound);
    }
    expect((await t.app.inject({ method: 'POST', url: `${INVITATIONS}/999999/accept`, headers: authHeaders(invitee) })).statusCode).toBe(404);

    const declined = await t.app.inject({ method: 'POST', url: `${INVITATIONS}/${id}/decline`, headers: authHeaders(invitee) });
    expect(declined.statusCode, declined.body).toBe(204);
    expect(await list(invitee)).toEqual([]);
    expect(await isMemberOfDemo(uid)).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: `${INVITATIONS}/${id}/accept`, headers: authHeaders(invitee) })).statusCode).toBe(404);

    await addMemberAs(manager, 'invitee@example.org');
    const [second] = await list(invitee);
    const accepted = await t.app.inject({ method: 'POST', url: `${INVITATIONS}/${second?.id ?? 0}/accept`, headers: authHeaders(invitee) });
    expect(accepted.statusCode, accepted.body).toBe(204);
    expect(await isMemberOfDemo(uid)).toBe(true);
    expect(await list(invitee)).toEqual([]);
    // A member now: the manager acts on them, and adding them again is 409.
    expect((await addMemberAs(manager, 'invitee@example.org')).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'PUT', url: `${BASE}/${uid}/roles`, headers: authHeaders(manager), payload: { roles: ['quiz_manager'] } })).statusCode).toBe(200);
  });

  it("the demo campus's pending invitation shows for the account that gets the invited address", async () => {
    await createUser(t.db, { email: DEMO_CAMPUS_INVITATION_EMAIL, domainId: other });
    const invited = await signInAs(t.app, DEMO_CAMPUS_INVITATION_EMAIL);
    const items = CampusInvitationListSchema.parse((await t.app.inject({ method: 'GET', url: INVITATIONS, headers: authHeaders(invited) })).json()).items;
    expect(items.map((item) => item.campus_name)).toEqual([DEMO_DOMAIN.name]);
  });

  it('is 403 while an admin acts as the invitee (consent is personal)', async () => {
    const uid = await foreigner('acted-for@example.org');
    await addMemberAs(manager, 'acted-for@example.org');
    const [row] = await t.db.select({ id: campusInvitations.id }).from(campusInvitations).where(eq(campusInvitations.email, 'acted-for@example.org'));
    const started = await t.app.inject({ method: 'POST', url: `/api/rest/impersonate/${uid}`, headers: authHeaders(admin) });
    expect(started.statusCode, started.body).toBe(200);
    const headers = { authorization: `Bearer ${started.json<{ access_token: string }>().access_token}` };
    const response = await t.app.inject({ method: 'POST', url: `${INVITATIONS}/${row?.id ?? 0}/accept`, headers });
    expect(response.statusCode).toBe(403);
    expect(response.json<Problem>().code).toBe(USER_ADMIN_ERROR_CODES.invitationImpersonated);
    expect(await isMemberOfDemo(uid)).toBe(false);
  });

  it('an expired invitation is neither listed nor accepted', async () => {
    const uid = await foreigner('late@example.org');
    await addMemberAs(manager, 'late@example.org');
    await t.db.update(campusInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(campusInvitations.email, 'late@example.org'));
    const late = await signInAs(t.app, 'late@example.org');
    const [row] = await t.db.select({ id: campusInvitations.id }).from(campusInvitations).where(eq(campusInvitations.email, 'late@example.org'));
    expect(CampusInvitationListSchema.parse((await t.app.inject({ method: 'GET', url: INVITATIONS, headers: authHeaders(late) })).json()).items).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: `${INVITATIONS}/${row?.id ?? 0}/accept`, headers: authHeaders(late) })).statusCode).toBe(404);
    expect(await isMemberOfDemo(uid)).toBe(false);
    // Inviting again renews it.
    await addMemberAs(manager, 'late@example.org');
    expect(CampusInvitationListSchema.parse((await t.app.inject({ method: 'GET', url: INVITATIONS, headers: authHeaders(late) })).json()).items).toHaveLength(1);
  });
});

describe('a campus manager disabling a member of two campuses', () => {
  it('suspends the membership of their campus only: the account signs in and keeps its other campus; enable restores it', async () => {
    const uid = await foreigner('two-campuses@example.org');
    await t.db.insert(domainMembers).values({ domainId: DEMO_DOMAIN.id, userId: uid });
    const basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
    await addMember(t.db, basics, uid, COURSE_ROLE.student);
    const before = await signInAs(t.app, 'two-campuses@example.org');
    const course = (session: SignedIn, id: number) => t.app.inject({ method: 'GET', url: `/api/rest/og/${id}`, headers: authHeaders(session) });
    expect((await course(before, basics)).statusCode).toBe(200);

    const disabled = await t.app.inject({ method: 'POST', url: `${BASE}/${uid}/disable`, headers: authHeaders(manager) });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<{ disabled_at: string | null }>().disabled_at).not.toBeNull();

    // The real sign-in route still lets them in; their own campus and its course are theirs.
    const login = await basicLogin(t.app, 'two-campuses@example.org', DEMO_PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    const after = await signInAs(t.app, 'two-campuses@example.org');
    const campus = await t.app.inject({ method: 'GET', url: '/api/rest/campus', headers: authHeaders(after) });
    expect(campus.json<{ id: number }>().id).toBe(other);
    expect((await course(after, otherCourse)).statusCode).toBe(200);
    // The demo campus's course is closed to them while suspended.
    expect((await course(after, basics)).statusCode).toBe(404);
    expect(await userIdByEmail(t.db, 'two-campuses@example.org')).toBe(uid);

    const enabled = await t.app.inject({ method: 'POST', url: `${BASE}/${uid}/enable`, headers: authHeaders(manager) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json<{ disabled_at: string | null }>().disabled_at).toBeNull();
    expect((await course(after, basics)).statusCode).toBe(200);
  });
});
