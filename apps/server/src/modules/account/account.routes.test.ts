// Editing the own account on a real database: name, e-mail (current password, unique, SSO-only refused),
// picture (content-checked and re-encoded, served under a fresh name), the password change's other
// sessions and SSO-only answer, and campus admins adding accounts. Mutations use throw-away accounts.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_ERROR_CODES, AccountSchema, ERROR_CODES, type Account, type Problem } from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { mediaToolPaths } from '../../lib/media-tools.ts';
import { DEMO_DOMAIN, DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipartBody } from '../../test/multipart.ts';
import { basicLogin, type SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, createUser, signInAs } from '../courses/testing/course-fixtures.ts';
import { makeImage, SCRIPT_HTML } from '../files/testing/image-fixtures.ts';

let t: TestApp;
let dataDir: string;
let counter = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-account-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
});

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A fresh password account of the demo campus, signed in. */
async function throwaway(): Promise<{ email: string; session: SignedIn }> {
  counter += 1;
  const email = `account-${counter}@example.org`;
  await createUser(t.db, { email });
  return { email, session: await signInAs(t.app, email) };
}

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, session?: SignedIn, payload?: unknown, extra: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url: `/api/rest${url}`,
    headers: { ...(session ? authHeaders(session) : {}), ...extra },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function uploadPicture(session: SignedIn | undefined, content: Buffer | string, field = 'picture') {
  const { body, contentType } = multipartBody([{ field, fileName: 'me.png', contentType: 'image/png', content }]);
  return call('POST', '/user/me/picture', session, body, { 'content-type': contentType });
}

describe('GET/PUT /api/rest/user/me/account', () => {
  it('is 401 without a token', async () => {
    expect((await call('GET', '/user/me/account')).statusCode).toBe(401);
    expect((await call('PUT', '/user/me/account', undefined, { display_name: 'X' })).statusCode).toBe(401);
  });

  it('answers the own account for every demo role', async () => {
    for (const email of Object.values(DEMO_EMAILS)) {
      const response = await call('GET', '/user/me/account', await signInAs(t.app, email));
      expect(response.statusCode).toBe(200);
      expect(AccountSchema.parse(response.json())).toMatchObject({ email, picture_url: null, has_password: true });
    }
  });

  it('is 400 for an empty, too long or unknown field', async () => {
    const { session } = await throwaway();
    for (const body of [{ display_name: '   ' }, { display_name: 'x'.repeat(101) }, { display_name: 'Ok', email: 'x@example.org' }, {}]) {
      expect((await call('PUT', '/user/me/account', session, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('changes the display name (trimmed, kept as typed) and GET /user/me shows it', async () => {
    const { session } = await throwaway();
    const response = await call('PUT', '/user/me/account', session, { display_name: '  Renée <b>Neu</b> ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Account>().display_name).toBe('Renée <b>Neu</b>');
    expect((await call('GET', '/user/me', session)).json<{ display_name: string }>().display_name).toBe('Renée <b>Neu</b>');
  });
});

describe('PUT /api/rest/user/me/email', () => {
  it('is 401 without a token and 400 for a bad address', async () => {
    expect((await call('PUT', '/user/me/email', undefined, { email: 'a@example.org', current_password: DEMO_PASSWORD })).statusCode).toBe(401);
    const { session } = await throwaway();
    expect((await call('PUT', '/user/me/email', session, { email: 'not-an-address', current_password: DEMO_PASSWORD })).statusCode).toBe(400);
  });

  it('is 400 with a field error for a wrong current password', async () => {
    const { session } = await throwaway();
    const response = await call('PUT', '/user/me/email', session, { email: 'new@example.org', current_password: 'wrong-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>().errors).toEqual([{ path: 'current_password', message: ACCOUNT_ERROR_CODES.currentPasswordWrong }]);
  });

  it('is 409 ACCOUNT_EMAIL_TAKEN for another account’s address, whatever its case', async () => {
    const { session } = await throwaway();
    const response = await call('PUT', '/user/me/email', session, { email: DEMO_EMAILS.student.toUpperCase(), current_password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json<Problem>().code).toBe(ACCOUNT_ERROR_CODES.emailTaken);
  });

  it('changes the address (lower-cased); the new one signs in, the old one no longer does', async () => {
    const { email, session } = await throwaway();
    const response = await call('PUT', '/user/me/email', session, { email: ' Moved.Here@Example.org ', current_password: DEMO_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Account>().email).toBe('moved.here@example.org');
    expect((await basicLogin(t.app, 'moved.here@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await basicLogin(t.app, email, DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses SSO-only accounts (no password) with 409 ACCOUNT_SSO_ONLY, for the e-mail and the password', async () => {
    const { email, session } = await throwaway();
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));
    const account = await call('GET', '/user/me/account', session);
    expect(account.json<Account>().has_password).toBe(false);
    const emailChange = await call('PUT', '/user/me/email', session, { email: 'sso@example.org', current_password: 'anything' });
    expect(emailChange.statusCode).toBe(409);
    expect(emailChange.json<Problem>().code).toBe(ACCOUNT_ERROR_CODES.ssoOnly);
    const passwordChange = await call('POST', '/user/me/password', session, { current_password: 'anything', new_password: 'a-much-better-secret' });
    expect(passwordChange.statusCode).toBe(409);
    expect(passwordChange.json<Problem>().code).toBe(ACCOUNT_ERROR_CODES.ssoOnly);
  });
});

describe('POST /api/rest/user/me/password (settings)', () => {
  it('ends the other sessions and keeps the current one; the new password signs in', async () => {
    const { email, session } = await throwaway();
    const other = await signInAs(t.app, email);
    const response = await call('POST', '/user/me/password', session, { current_password: DEMO_PASSWORD, new_password: 'green-pitch-whistle-42' });
    expect(response.statusCode, response.body).toBe(204);
    expect((await call('GET', '/user/me', session)).statusCode).toBe(200);
    expect((await call('GET', '/user/me', other)).statusCode).toBe(401);
    expect((await basicLogin(t.app, email, 'green-pitch-whistle-42')).statusCode).toBe(200);
    expect((await basicLogin(t.app, email, DEMO_PASSWORD)).statusCode).toBe(401);
  });
});

describe('POST/DELETE /api/rest/user/me/picture', () => {
  const media = mediaToolPaths({});

  it('is 401 without a token, 415 for a non-multipart body or a disguised page, 400 without the field', async () => {
    const png = await makeImage(media, 'png', 32, 32);
    expect((await uploadPicture(undefined, png)).statusCode).toBe(401);
    const { session } = await throwaway();
    expect((await call('POST', '/user/me/picture', session, { picture: 'x' })).statusCode).toBe(415);
    const html = await uploadPicture(session, SCRIPT_HTML);
    expect(html.statusCode).toBe(415);
    expect(html.json<Problem>().code).toBe(ERROR_CODES.IMAGE_TYPE_NOT_ALLOWED);
    expect((await uploadPicture(session, png, 'upload')).statusCode).toBe(400);
  });

  it('stores a re-encoded picture under a fresh name, replaces it on the next upload and removes it', async () => {
    const { session } = await throwaway();
    const first = await uploadPicture(session, await makeImage(media, 'png', 48, 48));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<Account>().picture_url;
    expect(firstUrl).toMatch(/^\/api\/rest\/user\/pictures\/[A-Za-z0-9_-]{22}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: firstUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const second = await uploadPicture(session, await makeImage(media, 'jpeg', 40, 40));
    const secondUrl = second.json<Account>().picture_url;
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl ?? '' })).statusCode).toBe(404);

    const removed = await call('DELETE', '/user/me/picture', session);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Account>().picture_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: secondUrl ?? '' })).statusCode).toBe(404);
    expect((await call('DELETE', '/user/me/picture')).statusCode).toBe(401);
  });

  it('serves nothing for a made-up or malformed name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/rest/user/pictures/AAAAAAAAAAAAAAAAAAAAAA.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/rest/user/pictures/..%2Fsecret' })).statusCode).toBe(404);
  });
});

describe('POST /api/rest/accounts', () => {
  const body = (email: string, password = 'a-long-fresh-secret') => ({ email, display_name: 'New Person', password, domain_id: DEMO_DOMAIN.id });

  it('is 401 anonymous and 403 for everyone but campus admins (also admins in student mode)', async () => {
    expect((await call('POST', '/accounts', undefined, body('n1@example.org'))).statusCode).toBe(401);
    for (const email of [DEMO_EMAILS.manager, DEMO_EMAILS.instructor, DEMO_EMAILS.student]) {
      expect((await call('POST', '/accounts', await signInAs(t.app, email), body('n1@example.org'))).statusCode, email).toBe(403);
    }
    const admin = await signInAs(t.app, DEMO_EMAILS.admin);
    const studentMode = await t.app.inject({ method: 'POST', url: '/api/rest/accounts', headers: authHeaders(admin, true), payload: body('n1@example.org') });
    expect(studentMode.statusCode).toBe(403);
  });

  it('is 400 for a short or common password, 404 for an unknown campus, 409 for a taken e-mail; 201 creates a member of the campus', async () => {
    const admin = await signInAs(t.app, DEMO_EMAILS.admin);
    expect((await call('POST', '/accounts', admin, body('n2@example.org', 'short'))).statusCode).toBe(400);
    expect((await call('POST', '/accounts', admin, body('n2@example.org', 'password123'))).statusCode).toBe(400);
    expect((await call('POST', '/accounts', admin, { ...body('n2@example.org'), domain_id: 999_999 })).statusCode).toBe(404);
    const taken = await call('POST', '/accounts', admin, body(DEMO_EMAILS.guest));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Problem>().code).toBe(ACCOUNT_ERROR_CODES.emailTaken);

    const created = await call('POST', '/accounts', admin, body('N2@example.org'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Account>()).toMatchObject({ email: 'n2@example.org', display_name: 'New Person', has_password: true });
    const login = await basicLogin(t.app, 'n2@example.org', 'a-long-fresh-secret');
    expect(login.statusCode).toBe(200);
    const campus = await t.app.inject({ method: 'GET', url: '/api/rest/campus', headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` } });
    expect(campus.statusCode).toBe(200);
  });
});
