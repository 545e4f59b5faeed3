// Issued certificates on a real database: a course with has_certificated issues a member's certificate
// once their course progress (here: the assignments) reaches 100 %; the list, the PDF download (its
// text carries the campus, learner, course, date and code; the learner's downloads count and the side
// menu's message goes), staff's holders list, the public verification, and the refusals per route.
import {
  CERTIFICATE_ERROR_CODES,
  CertificateListSchema,
  CertificateVerificationSchema,
  COURSE_ROLE,
  CourseCertificateHoldersSchema,
  ERROR_CODES,
  shouldShowCertificateMessage,
  type CertificateState,
  type Problem,
} from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { DEMO_CAMPUS_LOOK, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { addMember, authHeaders, courseIdByTitle, createCourse, createUser, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';
import { pdfFillColors, pdfText } from './testing/certificate-fixtures.ts';

let t: TestApp;
let courseId: number;
let plainCourseId: number;
let assignmentIds: number[];
const uid = {} as Record<'learner' | 'other' | 'instructor' | 'mentor' | 'outsider', number>;
const s = {} as Record<keyof typeof uid, SignedIn>;

async function inject(session: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: session ? authHeaders(session) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

beforeAll(async () => {
  t = await buildTestApp();
  courseId = await createCourse(t.db, { title: 'Pressing in Ümlaut & Co', settings: { hasCertificate: true } });
  plainCourseId = await createCourse(t.db, { title: 'No certificate here' });
  uid.learner = await createUser(t.db, { email: 'cert-learner@example.org' });
  await t.db.update(users).set({ displayName: 'Renée Müller' }).where(eq(users.id, uid.learner));
  uid.other = await createUser(t.db, { email: 'cert-other@example.org' });
  uid.outsider = await createUser(t.db, { email: 'cert-outsider@example.org' });
  uid.instructor = await userIdByEmail(t.db, DEMO_EMAILS.instructor);
  uid.mentor = await userIdByEmail(t.db, DEMO_EMAILS.mentor);
  for (const id of [courseId, plainCourseId]) {
    await addMember(t.db, id, uid.learner, COURSE_ROLE.student);
    await addMember(t.db, id, uid.other, COURSE_ROLE.student);
    await addMember(t.db, id, uid.instructor, COURSE_ROLE.instructor);
  }
  await addMember(t.db, courseId, uid.mentor, COURSE_ROLE.mentor);
  s.learner = await signInAs(t.app, 'cert-learner@example.org');
  s.other = await signInAs(t.app, 'cert-other@example.org');
  s.outsider = await signInAs(t.app, 'cert-outsider@example.org');
  s.instructor = await signInAs(t.app, DEMO_EMAILS.instructor);
  s.mentor = await signInAs(t.app, DEMO_EMAILS.mentor);
  assignmentIds = [];
  for (const [course, title] of [
    [courseId, 'Step one'],
    [courseId, 'Step two'],
    [plainCourseId, 'Only step'],
  ] as const) {
    const created = await inject(s.instructor, 'POST', '/api/rest/assignments', { og: course, title, status: 'published' });
    expect(created.statusCode).toBe(201);
    assignmentIds.push(created.json<{ id: number }>().id);
  }
});

afterAll(async () => {
  await t.close();
});

const state = (session: SignedIn, userId: number, course = courseId) => inject(session, 'GET', `/api/rest/user/${userId}/certificates?og_id=${course}`);
const complete = (session: SignedIn, assignmentId: number) => inject(session, 'PUT', `/api/rest/assignments/${assignmentId}/progress`, { status: 'completed' });
const list = (session: SignedIn | null, userId: number) => inject(session, 'GET', `/api/rest/user/${userId}/certificates/list`);

describe('issuing', () => {
  it('issues nothing before the course progress reaches 100 %', async () => {
    expect((await complete(s.learner, assignmentIds[0] ?? 0)).statusCode).toBe(200);
    expect((await state(s.learner, uid.learner)).json()).toMatchObject({ status: 'none' });
    expect(CertificateListSchema.parse((await list(s.learner, uid.learner)).json()).items).toEqual([]);
  });

  it('issues the certificate (fulfilled, with a code) at 100 %, and only where the course has one', async () => {
    expect((await complete(s.learner, assignmentIds[1] ?? 0)).statusCode).toBe(200);
    expect((await complete(s.learner, assignmentIds[2] ?? 0)).statusCode).toBe(200);
    const response = await state(s.learner, uid.learner);
    const issued = response.json<CertificateState>();
    expect(issued).toMatchObject({ status: 'fulfilled', download_count: 0 });
    expect(shouldShowCertificateMessage(issued)).toBe(true);
    // 100 % in the course without has_certificated issues nothing.
    expect((await state(s.learner, uid.learner, plainCourseId)).json()).toMatchObject({ status: 'none' });

    const items = CertificateListSchema.parse((await list(s.learner, uid.learner)).json()).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ og_id: courseId, course_title: 'Pressing in Ümlaut & Co', status: 'fulfilled', download_count: 0 });
    expect(items[0]?.verification_code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  it('lists for oneself only (401, 403)', async () => {
    expect((await list(null, uid.learner)).statusCode).toBe(401);
    const foreign = await list(s.instructor, uid.learner);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<Problem>().code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await inject(s.learner, 'GET', '/api/rest/user/abc/certificates/list')).statusCode).toBe(400);
  });
});

describe('GET /user/{uid}/certificates/{id}/request (PDF)', () => {
  async function certificate() {
    const items = CertificateListSchema.parse((await list(s.learner, uid.learner)).json()).items;
    const item = items[0];
    if (!item?.verification_code) throw new Error('no certificate');
    return { id: item.id, code: item.verification_code };
  }
  const download = (session: SignedIn | null, userId: number, id: number, query = '') =>
    inject(session, 'GET', `/api/rest/user/${userId}/certificates/${id}/request${query}`);

  it('is 401 without a token, 400 for a bad id or language, 404 for someone else’s id or an outsider', async () => {
    const { id } = await certificate();
    expect((await download(null, uid.learner, id)).statusCode).toBe(401);
    expect((await inject(s.learner, 'GET', `/api/rest/user/${uid.learner}/certificates/x/request`)).statusCode).toBe(400);
    expect((await download(s.learner, uid.learner, id, '?lang=fr')).statusCode).toBe(400);
    const wrongOwner = await download(s.other, uid.other, id);
    expect(wrongOwner.statusCode).toBe(404);
    expect(wrongOwner.json<Problem>().code).toBe(CERTIFICATE_ERROR_CODES.notFound);
    expect((await download(s.outsider, uid.learner, id)).statusCode).toBe(404);
    expect((await download(s.other, uid.learner, id)).statusCode).toBe(403);
  });

  it("lets the course's staff download without counting", async () => {
    const { id } = await certificate();
    for (const session of [s.instructor, s.mentor]) {
      const response = await download(session, uid.learner, id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    }
    expect((await state(s.learner, uid.learner)).json()).toMatchObject({ download_count: 0 });
  });

  it('prints the verification link from PUBLIC_URL (here unset: the local default), never from a forged Host header (issue 27, finding 8)', async () => {
    const { id, code } = await certificate();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/rest/user/${uid.learner}/certificates/${id}/request`,
      headers: { ...authHeaders(s.instructor), host: 'phish.example', 'x-forwarded-host': 'phish.example', 'x-forwarded-proto': 'http' },
    });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).not.toContain('phish.example');
    expect(text).toContain(`http://localhost:3000/certificates/verify/${code}`);
  });

  it('answers the PDF with campus, learner, course, date and code; the learner’s download counts and the message goes', async () => {
    const { id, code } = await certificate();
    const response = await download(s.learner, uid.learner, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="certificate-Pressing-in-mlaut-Co\.pdf"/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Demo Campus');
    expect(text).toContain('Renée Müller');
    expect(text).toContain('Pressing in Ümlaut & Co');
    expect(text).toContain(`Verification code: ${code}`);
    expect(text).toContain(`/certificates/verify/${code}`);
    expect(text).toMatch(/Issued on \d{1,2} \w+ \d{4}/);
    // The header band is filled with the campus's header colour (#0b3d91 → 11, 61, 145).
    expect(DEMO_CAMPUS_LOOK.colors.global_header.background_color).toBe('#0b3d91');
    expect(pdfFillColors(pdf)).toContainEqual([11, 61, 145]);

    const after = (await state(s.learner, uid.learner)).json<CertificateState>();
    expect(after.download_count).toBe(1);
    expect(shouldShowCertificateMessage(after)).toBe(false);

    const german = pdfText((await download(s.learner, uid.learner, id, '?lang=de')).rawPayload);
    expect(german).toContain('Teilnahmezertifikat');
    expect(german).toContain(`Prüfcode: ${code}`);
    expect((await state(s.learner, uid.learner)).json()).toMatchObject({ download_count: 2 });
  });
});

describe('GET /og/{id}/certificates (holders)', () => {
  it('lists who earned it for the staff; students 403, outsiders 404, anonymous 401', async () => {
    const response = await inject(s.mentor, 'GET', `/api/rest/og/${courseId}/certificates`);
    expect(response.statusCode).toBe(200);
    const holders = CourseCertificateHoldersSchema.parse(response.json()).items;
    expect(holders.map((holder) => holder.name)).toEqual(['Renée Müller']);
    expect(holders[0]).toMatchObject({ uid: uid.learner, download_count: 2 });
    expect((await inject(s.learner, 'GET', `/api/rest/og/${courseId}/certificates`)).statusCode).toBe(403);
    expect((await inject(s.outsider, 'GET', `/api/rest/og/${courseId}/certificates`)).statusCode).toBe(404);
    expect((await inject(null, 'GET', `/api/rest/og/${courseId}/certificates`)).statusCode).toBe(401);
    expect((await inject(s.mentor, 'GET', '/api/rest/og/zero/certificates')).statusCode).toBe(400);
  });

  it('issues to students who reached 100 % without opening the course since', async () => {
    expect((await complete(s.other, assignmentIds[0] ?? 0)).statusCode).toBe(200);
    expect((await complete(s.other, assignmentIds[1] ?? 0)).statusCode).toBe(200);
    const holders = CourseCertificateHoldersSchema.parse((await inject(s.instructor, 'GET', `/api/rest/og/${courseId}/certificates`)).json()).items;
    expect(holders.map((holder) => holder.uid).sort()).toEqual([uid.learner, uid.other].sort());
  });
});

describe('GET /certificates/verify/{code} (public)', () => {
  it('answers learner, course, campus and date for an issued code, without a token and in any case', async () => {
    const item = CertificateListSchema.parse((await list(s.learner, uid.learner)).json()).items[0];
    const code = item?.verification_code ?? '';
    const response = await inject(null, 'GET', `/api/rest/certificates/verify/${code.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    expect(CertificateVerificationSchema.parse(response.json())).toEqual({
      code,
      learner: 'Renée Müller',
      course: 'Pressing in Ümlaut & Co',
      campus: 'Demo Campus',
      issued_at: item?.fulfilled_at,
    });
  });

  it('is 404 CERTIFICATE_CODE_UNKNOWN for an unknown code and 400 for a malformed one', async () => {
    const unknown = await inject(null, 'GET', '/api/rest/certificates/verify/AAAA-BBBB-CCCC');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Problem>().code).toBe(CERTIFICATE_ERROR_CODES.codeUnknown);
    const malformed = await inject(null, 'GET', '/api/rest/certificates/verify/not-a-code');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<Problem>().code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });
});

describe('the demo campus', () => {
  it('issues the demo student the "Self-paced Tactics" certificate when the last step of its path is done', async () => {
    const student = await signInAs(t.app, DEMO_EMAILS.student);
    const studentId = await userIdByEmail(t.db, DEMO_EMAILS.student);
    const tactics = await courseIdByTitle(t.db, 'Self-paced Tactics');
    const course = await inject(student, 'GET', `/api/rest/og/${tactics}`);
    expect(course.json()).toMatchObject({ course_features: { has_certificated: true } });
    expect((await state(student, studentId, tactics)).json()).toMatchObject({ status: 'none' });

    // One step is left (the demo learning path); doing it brings the course to 100 %.
    const path = (await inject(student, 'GET', `/api/rest/og/${tactics}/learning-path`)).json<{ sections: { steps: { id: number; status: string }[] }[] }>();
    const open = path.sections.flatMap((section) => section.steps).filter((step) => step.status !== 'done');
    expect(open).toHaveLength(1);
    expect((await inject(student, 'POST', `/api/rest/og/${tactics}/learning-path/steps/${open[0]?.id ?? 0}/done`)).statusCode).toBe(200);

    const issued = (await state(student, studentId, tactics)).json<CertificateState>();
    expect(issued).toMatchObject({ status: 'fulfilled', download_count: 0 });
    expect(shouldShowCertificateMessage(issued)).toBe(true);
  });
});
