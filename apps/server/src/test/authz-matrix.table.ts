// THE authorization matrix: every route of the app × every kind of caller, with the expected outcome.
// authz-matrix.test.ts enumerates the routes the app registers and fails for any route missing here
// (and for any entry here that no longer exists). A new route therefore lands together with its row.
//
// Outcomes: 'allow' = 2xx/3xx; 'deny' = 401 for anonymous, 403 or 404 for a signed-in caller
// (404 where existence must not leak, e.g. courses); a number = exactly that status, for public
// routes whose answer does not depend on who calls (e.g. SSO when no identity provider is configured).
import { API_VERSION, REST_BASE } from '@campus/shared';
import { ASSIGNMENT_AUTHZ_ROWS } from '../modules/assignments/testing/assignments.authz.ts';
import { FILE_AUTHZ_ROWS } from '../modules/files/testing/files.authz.ts';
import { LINK_PREVIEW_AUTHZ_ROWS } from '../modules/link-preview/testing/link-preview.authz.ts';
import { CONTENT_AUTHZ_ROWS } from '../modules/content/testing/content.authz.ts';
import { CONVERSATION_AUTHZ_ROWS } from '../modules/conversations/testing/conversations.authz.ts';
import { VIDEO_AUTHZ_ROWS } from '../modules/videos/testing/videos.authz.ts';
import { VIDEO_UPLOAD_AUTHZ_ROWS } from '../modules/video-uploads/testing/video-uploads.authz.ts';
import { VIDEO_PROGRESS_AUTHZ_ROWS } from '../modules/video-progress/testing/video-progress.authz.ts';
import { COURSE_DOCUMENT_AUTHZ_ROWS } from '../modules/course-documents/testing/course-documents.authz.ts';
import { LEARNING_PATH_AUTHZ_ROWS } from '../modules/learning-paths/testing/learning-paths.authz.ts';
import { LEARNING_COCKPIT_AUTHZ_ROWS } from '../modules/learning-cockpit/testing/learning-cockpit.authz.ts';
import { DIALOG_AUTHZ_ROWS } from '../modules/dialogs/testing/dialogs.authz.ts';
import { REPORT_AUTHZ_ROWS } from '../modules/reports/testing/reports.authz.ts';
import { FEEDBACK_AUTHZ_ROWS } from '../modules/feedback/testing/feedback.authz.ts';
import { CAMPUS_SETTINGS_AUTHZ_ROWS } from '../modules/campus-settings/testing/campus-settings.authz.ts';
import { ACCOUNT_AUTHZ_ROWS } from '../modules/account/testing/account.authz.ts';
import { MEMBER_AUTHZ_ROWS } from '../modules/members/testing/members.authz.ts';
import { NOTIFICATION_AUTHZ_ROWS } from '../modules/notifications/testing/notifications.authz.ts';
import { USER_ADMIN_AUTHZ_ROWS } from '../modules/user-admin/testing/user-admin.authz.ts';
import { COURSE_TEMPLATE_AUTHZ_ROWS } from '../modules/course-templates/testing/course-templates.authz.ts';
import { USAGE_STATISTICS_AUTHZ_ROWS } from '../modules/usage-statistics/testing/usage-statistics.authz.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/demo-accounts.ts';

export const PRINCIPALS = [
  'anonymous',
  /** Signed in, belongs to another campus: neither the course nor its campus. */
  'nonMember',
  'member',
  'manager',
  'instructor',
  'student',
  'guest',
  'mentor',
  /** Campus roles on the course's campus, without any course role. */
  'campusManager',
  'dialogManager',
  'quizManager',
  /** Campus admin account, no course role. */
  'admin',
] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

export type Outcome = 'allow' | 'deny' | number;
export type Outcomes = Readonly<Record<PrincipalName, Outcome>>;

/** Tokens of a caller's session (from the real sign-in). */
export interface MatrixSession {
  uid: number;
  accessToken: string;
  refreshToken: string;
}

export interface MatrixContext {
  principal: PrincipalName;
  /** The caller's main session; null for anonymous. */
  session: MatrixSession | null;
  /** Email and password that sign this caller in; for anonymous, a demo account a visitor would use. */
  credentials: { email: string; password: string };
  /** A new session of the caller (for anonymous: of the credentials' account). */
  freshSession(): Promise<MatrixSession>;
  /** A route call with the caller's own token, for requests that need a prior step. */
  call(request: MatrixRequest): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;
  domainId: number;
  courseId: number;
  siteId: number;
  /** The course's student (certificates, impersonation target). */
  studentUserId: number;
  /** The student's sign-in address. */
  studentEmail: string;
  /** The student's issued certificate in the course, and its verification code. */
  studentCertificateId: number;
  certificateCode: string;
  /**
   * The server admin who sets up what a row needs through the API (asAdmin in authz-helpers.ts): the demo
   * admin on the matrix campus, campus B's own admin in the cross-campus suite, so routes that act on the
   * admin's own campus (sites, e-mail domains) set up in the campus the context describes.
   */
  setupAdmin: { email: string; password: string };
  /** True in the cross-campus suite: the ids are campus B's, the caller belongs to the matrix campus. */
  crossCampus: boolean;
}

export interface MatrixRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  /** Send the caller's Bearer token (default true; false for calls that carry their own credentials). */
  bearer?: boolean;
  /** An endless answer (an event stream): only the status and headers are read, then it is dropped. */
  stream?: boolean;
}

export interface MatrixEntry {
  /** The rule, in words. */
  rule: string;
  outcomes: Outcomes;
  request(ctx: MatrixContext): MatrixRequest | Promise<MatrixRequest>;
  /** Registered only when a web build is served (static files). */
  webBuildOnly?: boolean;
}

// ---- outcome rows ----

function row(anonymous: Outcome, others: Outcome, overrides: Partial<Record<PrincipalName, Outcome>> = {}): Outcomes {
  const result = Object.fromEntries(PRINCIPALS.map((name) => [name, name === 'anonymous' ? anonymous : others])) as Record<
    PrincipalName,
    Outcome
  >;
  return { ...result, ...overrides };
}

/** Anyone, without a session. */
const PUBLIC = row('allow', 'allow');
/** Any signed-in user. */
const SIGNED_IN = row('deny', 'allow');
/** Everybody who belongs to the campus (members, campus roles, course members); admins everywhere. */
const CAMPUS = row('deny', 'allow', { nonMember: 'deny' });
/** Course members of any role; admins; campus managers of the course's campus. */
const COURSE = row('deny', 'deny', {
  member: 'allow',
  manager: 'allow',
  instructor: 'allow',
  student: 'allow',
  guest: 'allow',
  mentor: 'allow',
  campusManager: 'allow',
  admin: 'allow',
});
/** Course cockpit: the people who run the course (never students, mentors, guests or members). */
const COCKPIT = row('deny', 'deny', { manager: 'allow', instructor: 'allow', campusManager: 'allow', admin: 'allow' });
/** A member's certificate state: the member, and the course's staff (manager, instructor, mentor). */
const CERTIFICATE_OF_STUDENT = row('deny', 'deny', {
  student: 'allow',
  manager: 'allow',
  instructor: 'allow',
  mentor: 'allow',
  campusManager: 'allow',
  admin: 'allow',
});
/** Campus admins only. */
const ADMIN = row('deny', 'deny', { admin: 'allow' });
/** Running the campus: campus managers and admins (course roles do not count). */
const CAMPUS_ADMINISTRATION = row('deny', 'deny', { campusManager: 'allow', admin: 'allow' });
/** Administering the course: administer_course (managers, instructors), campus managers of its campus, admins. */
const COURSE_ADMINISTRATION = row('deny', 'deny', { manager: 'allow', instructor: 'allow', campusManager: 'allow', admin: 'allow' });

// ---- request helpers ----

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const get = (url: string): MatrixRequest => ({ method: 'GET', url });
const head = (url: string): MatrixRequest => ({ method: 'HEAD', url });
const DAY_SECONDS = 24 * 60 * 60;
/** Unix seconds of today's UTC midnight: a start date the course editor accepts. */
const todayUnix = () => Math.floor(Date.now() / 1000 / DAY_SECONDS) * DAY_SECONDS;
const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`, 'utf8').toString('base64')}`;

/** Fetches the sign-in page and answers its CSRF double-submit (cookie + form field). */
async function signInForm(ctx: MatrixContext): Promise<MatrixRequest> {
  const page = await ctx.call({ method: 'GET', url: '/web/keycloak/redirect?redirect_url=%2F', bearer: false });
  const token = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1];
  const setCookie = [page.headers['set-cookie']].flat().find((value) => typeof value === 'string' && value.startsWith('campus_signin_csrf='));
  if (!token || typeof setCookie !== 'string') throw new Error('sign-in page without CSRF token');
  const form = new URLSearchParams({
    email: ctx.credentials.email,
    password: ctx.credentials.password,
    csrf_token: token,
    redirect_url: '/',
  });
  return {
    method: 'POST',
    url: '/web/keycloak/redirect',
    bearer: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: setCookie.split(';')[0] ?? '' },
    payload: form.toString(),
  };
}

/**
 * Undoes an earlier caller's DELETE of the matrix course, as the context's setup admin, so the next
 * caller of the delete row meets the course as every other row does (restoring a live course is a no-op).
 */
async function restoreMatrixCourse(ctx: MatrixContext): Promise<void> {
  const login = await ctx.call({
    method: 'POST',
    url: `${REST_BASE}/login`,
    bearer: false,
    headers: { authorization: basic(ctx.setupAdmin.email, ctx.setupAdmin.password) },
  });
  const token = (JSON.parse(login.body) as { token?: string }).token;
  if (!token) throw new Error(`setup admin sign-in failed: ${login.statusCode}`);
  const restored = await ctx.call({
    method: 'POST',
    url: `${REST_BASE}/og/${ctx.courseId}/restore`,
    bearer: false,
    headers: { authorization: `Bearer ${token}` },
  });
  if (restored.statusCode !== 200) throw new Error(`restoring the matrix course failed: ${restored.statusCode}`);
}

/** The demo account anonymous callers sign in with where a route needs credentials. */
export const VISITOR_CREDENTIALS = { email: DEMO_EMAILS.guest, password: DEMO_PASSWORD };

export const AUTHZ_MATRIX: Readonly<Record<string, MatrixEntry>> = {
  // ---- system (public) ----
  'GET /healthz': { rule: 'public probe', outcomes: PUBLIC, request: () => get('/healthz') },
  'GET /readyz': { rule: 'public probe', outcomes: PUBLIC, request: () => get('/readyz') },
  // No user session decides: the caller's network (inject comes from 127.0.0.1) or METRICS_TOKEN
  // (plugins/metrics.test.ts covers both refusals).
  'GET /metrics': { rule: 'operations: private networks, or the METRICS_TOKEN bearer', outcomes: PUBLIC, request: () => get('/metrics') },
  [`GET ${REST_BASE}/config`]: {
    rule: 'public; a signed-in caller gets the user-specific fields',
    outcomes: PUBLIC,
    request: (ctx) => get(`${REST_BASE}/config?og_nid=${ctx.courseId}`),
  },
  [`POST ${REST_BASE}/bootstrap_ionic`]: {
    rule: 'public start-up call',
    outcomes: PUBLIC,
    request: () => ({ method: 'POST', url: `${REST_BASE}/bootstrap_ionic`, ...json({ api_version_code: API_VERSION }) }),
  },
  'GET /': { rule: 'public: the web app (or the "not built" note)', outcomes: PUBLIC, request: () => get('/') },
  'GET /*': { rule: 'public: static files of the web build', outcomes: PUBLIC, request: () => get('/index.html'), webBuildOnly: true },
  'OPTIONS *': {
    rule: 'public: CORS preflight (plugins/cors.ts), headers only; the actual request is authorised by its own route',
    outcomes: PUBLIC,
    request: () => ({
      method: 'OPTIONS',
      url: `${REST_BASE}/og`,
      headers: { origin: 'capacitor://localhost', 'access-control-request-method': 'GET' },
      bearer: false,
    }),
  },

  // ---- API documentation (public) ----
  'GET /api/docs': { rule: 'public docs', outcomes: PUBLIC, request: () => get('/api/docs') },
  'HEAD /api/docs/': { rule: 'public docs', outcomes: PUBLIC, request: () => head('/api/docs/') },
  'GET /api/docs/json': { rule: 'public docs', outcomes: PUBLIC, request: () => get('/api/docs/json') },
  'GET /api/docs/yaml': { rule: 'public docs', outcomes: PUBLIC, request: () => get('/api/docs/yaml') },
  'GET /api/docs/static/index.html': { rule: 'public docs', outcomes: PUBLIC, request: () => get('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': {
    rule: 'public docs',
    outcomes: PUBLIC,
    request: () => get('/api/docs/static/swagger-initializer.js'),
  },
  'GET /api/docs/static/*': { rule: 'public docs', outcomes: PUBLIC, request: () => get('/api/docs/static/swagger-ui.css') },

  // ---- sign-in (public: they take credentials, not a session) ----
  [`POST ${REST_BASE}/login`]: {
    rule: 'public: Basic email:password opens a session',
    outcomes: PUBLIC,
    request: (ctx) => ({
      method: 'POST',
      url: `${REST_BASE}/login`,
      bearer: false,
      headers: { authorization: basic(ctx.credentials.email, ctx.credentials.password) },
    }),
  },
  'POST /api/keycloak/refresh': {
    rule: 'public: the refresh token is the credential',
    outcomes: PUBLIC,
    request: async (ctx) => {
      const session = await ctx.freshSession();
      return { method: 'POST', url: '/api/keycloak/refresh', bearer: false, ...json({ refresh_token: session.refreshToken }) };
    },
  },
  'POST /api/keycloak/check': {
    rule: 'public: the access token in the body is checked',
    outcomes: PUBLIC,
    request: async (ctx) => {
      const session = ctx.session ?? (await ctx.freshSession());
      return { method: 'POST', url: '/api/keycloak/check', bearer: false, ...json({ access_token: session.accessToken }) };
    },
  },
  'POST /api/keycloak/logout': {
    rule: 'public: ends the session of the refresh token given (always 204)',
    outcomes: PUBLIC,
    request: async (ctx) => {
      const session = await ctx.freshSession();
      return { method: 'POST', url: '/api/keycloak/logout', bearer: false, ...json({ refresh_token: session.refreshToken }) };
    },
  },
  'GET /web/keycloak/redirect': {
    rule: 'public sign-in page',
    outcomes: PUBLIC,
    request: () => ({ method: 'GET', url: '/web/keycloak/redirect?redirect_url=%2F', bearer: false }),
  },
  'POST /web/keycloak/redirect': {
    rule: 'public sign-in form (CSRF double submit); redirects with tokens',
    outcomes: PUBLIC,
    request: signInForm,
  },
  'GET /web/keycloak/sso': {
    rule: 'public; 404 SSO_UNAVAILABLE for everyone while no identity provider is configured (as in this test)',
    outcomes: row(404, 404),
    request: () => ({ method: 'GET', url: '/web/keycloak/sso?redirect_url=%2F', bearer: false }),
  },
  'GET /web/keycloak/callback': {
    rule: 'public; without a sign-on transaction it is a 400 page for everyone',
    outcomes: row(400, 400),
    request: () => ({ method: 'GET', url: '/web/keycloak/callback?code=x&state=y', bearer: false }),
  },
  'GET /web/keycloak/logout': {
    rule: 'public: redirects to redirect_url',
    outcomes: PUBLIC,
    request: () => ({ method: 'GET', url: '/web/keycloak/logout?redirect_url=%2F', bearer: false }),
  },

  // ---- the signed-in user ----
  [`GET ${REST_BASE}/user/me`]: { rule: 'signed in', outcomes: SIGNED_IN, request: () => get(`${REST_BASE}/user/me`) },
  [`POST ${REST_BASE}/user/me/password`]: {
    rule: 'signed in; the own password (set to itself here)',
    outcomes: SIGNED_IN,
    request: (ctx) => ({
      method: 'POST',
      url: `${REST_BASE}/user/me/password`,
      ...json({ current_password: ctx.credentials.password, new_password: ctx.credentials.password }),
    }),
  },
  [`POST ${REST_BASE}/user/me/sessions/revoke`]: {
    rule: 'signed in; ends the own sessions (here every other one, so the caller keeps this session)',
    outcomes: SIGNED_IN,
    request: () => ({ method: 'POST', url: `${REST_BASE}/user/me/sessions/revoke`, ...json({ include_current: false }) }),
  },
  [`POST ${REST_BASE}/impersonate/:uid`]: {
    rule: 'campus admins only',
    outcomes: ADMIN,
    request: (ctx) => ({ method: 'POST', url: `${REST_BASE}/impersonate/${ctx.studentUserId}` }),
  },
  [`POST ${REST_BASE}/impersonate/end`]: {
    rule: 'signed in, inside an impersonation session (only admins can have one); others get 400 NOT_IMPERSONATING',
    outcomes: row('deny', 400, { admin: 'allow' }),
    request: async (ctx) => {
      if (ctx.principal !== 'admin') return { method: 'POST', url: `${REST_BASE}/impersonate/end` };
      const started = await ctx.call({ method: 'POST', url: `${REST_BASE}/impersonate/${ctx.studentUserId}` });
      const token = (JSON.parse(started.body) as { access_token?: string }).access_token ?? '';
      return { method: 'POST', url: `${REST_BASE}/impersonate/end`, bearer: false, headers: { authorization: `Bearer ${token}` } };
    },
  },

  // ---- campus ----
  [`GET ${REST_BASE}/campus`]: {
    rule: "signed in: the caller's own campus (404 only for users of no campus)",
    outcomes: SIGNED_IN,
    request: () => get(`${REST_BASE}/campus`),
  },
  [`GET ${REST_BASE}/campus/:domainId/:type`]: {
    rule: 'people of the campus; admins everywhere; others 404',
    outcomes: CAMPUS,
    request: (ctx) => get(`${REST_BASE}/campus/${ctx.domainId}/courses`),
  },
  [`POST ${REST_BASE}/campus/:domainId/:type/:id/:collapsed`]: {
    rule: 'people of the campus, for themselves',
    outcomes: CAMPUS,
    request: (ctx) => ({ method: 'POST', url: `${REST_BASE}/campus/${ctx.domainId}/courses/${ctx.siteId}/1` }),
  },

  // ---- courses ----
  [`GET ${REST_BASE}/og`]: { rule: 'signed in: lists only what the caller may open', outcomes: SIGNED_IN, request: () => get(`${REST_BASE}/og`) },
  [`GET ${REST_BASE}/og/:id`]: {
    rule: 'course members, admins, campus managers of its campus; others 404',
    outcomes: COURSE,
    request: (ctx) => get(`${REST_BASE}/og/${ctx.courseId}`),
  },
  [`GET ${REST_BASE}/og/:id/cockpit`]: {
    rule: 'access_cockpit and not a student: managers, instructors (and admins, campus managers acting as manager)',
    outcomes: COCKPIT,
    request: (ctx) => get(`${REST_BASE}/og/${ctx.courseId}/cockpit`),
  },

  // ---- legal ----
  [`GET ${REST_BASE}/legal/:domainId`]: {
    rule: 'people of the campus',
    outcomes: CAMPUS,
    request: (ctx) => get(`${REST_BASE}/legal/${ctx.domainId}`),
  },
  [`POST ${REST_BASE}/legal/:domainId/accept`]: {
    rule: 'people of the campus, for themselves',
    outcomes: CAMPUS,
    request: (ctx) => ({ method: 'POST', url: `${REST_BASE}/legal/${ctx.domainId}/accept` }),
  },

  // ---- certificates ----
  [`GET ${REST_BASE}/user/:uid/certificates`]: {
    rule: "the member themself and the course's staff (manager, instructor, mentor); students/guests/members of others' 403",
    outcomes: CERTIFICATE_OF_STUDENT,
    request: (ctx) => get(`${REST_BASE}/user/${ctx.studentUserId}/certificates?og_id=${ctx.courseId}`),
  },
  [`GET ${REST_BASE}/user/:uid/certificates/list`]: {
    rule: 'only the user themself (their issued certificates in all courses)',
    outcomes: row('deny', 'deny', { student: 'allow' }),
    request: (ctx) => get(`${REST_BASE}/user/${ctx.studentUserId}/certificates/list`),
  },
  [`GET ${REST_BASE}/user/:uid/certificates/:id/request`]: {
    rule: "the learner's PDF: the learner themself and the course's staff (manager, instructor, mentor)",
    outcomes: CERTIFICATE_OF_STUDENT,
    request: (ctx) => get(`${REST_BASE}/user/${ctx.studentUserId}/certificates/${ctx.studentCertificateId}/request`),
  },
  [`GET ${REST_BASE}/og/:id/certificates`]: {
    rule: "who earned the course's certificate: the course's staff (manager, instructor, mentor), campus managers, admins",
    outcomes: row('deny', 'deny', { manager: 'allow', instructor: 'allow', mentor: 'allow', campusManager: 'allow', admin: 'allow' }),
    request: (ctx) => get(`${REST_BASE}/og/${ctx.courseId}/certificates`),
  },
  [`GET ${REST_BASE}/certificates/verify/:code`]: {
    rule: 'public: anyone checks a verification code',
    outcomes: PUBLIC,
    request: (ctx) => get(`${REST_BASE}/certificates/verify/${ctx.certificateCode}`),
  },

  // ---- course editor (issue 5) ----
  [`GET ${REST_BASE}/og/course-config/load/:type`]: {
    rule: "campus managers and admins (who may create courses); self/compact learning only where the campus offers them",
    outcomes: CAMPUS_ADMINISTRATION,
    request: () => get(`${REST_BASE}/og/course-config/load/default`),
  },
  [`GET ${REST_BASE}/og/course-config/edit/:id`]: {
    rule: 'administer_course (managers, instructors), campus managers of its campus, admins; other members 403, others 404',
    outcomes: COURSE_ADMINISTRATION,
    request: (ctx) => get(`${REST_BASE}/og/course-config/edit/${ctx.courseId}`),
  },
  [`POST ${REST_BASE}/og`]: {
    rule: 'campus managers and admins create courses on their campus (and become their manager)',
    outcomes: CAMPUS_ADMINISTRATION,
    request: () => ({
      method: 'POST',
      url: `${REST_BASE}/og`,
      ...json({ course_type: 'default', title: 'Matrix new course', description: 'Created by the matrix.', startdate: todayUnix(), enddate: todayUnix() + 30 * DAY_SECONDS }),
    }),
  },
  [`PUT ${REST_BASE}/og/:id`]: {
    rule: 'administer_course, campus managers of its campus, admins',
    outcomes: COURSE_ADMINISTRATION,
    request: (ctx) => ({
      method: 'PUT',
      url: `${REST_BASE}/og/${ctx.courseId}`,
      ...json({ course_type: 'default', title: 'Matrix Course', description: 'Edited by the matrix.', startdate: todayUnix(), enddate: todayUnix() + 365 * DAY_SECONDS }),
    }),
  },
  // Keep the restore row right after this one: its admin call brings the course back for the rows below.
  [`DELETE ${REST_BASE}/og/:id`]: {
    rule: 'administer_course, campus managers of its campus, admins (soft delete)',
    outcomes: COURSE_ADMINISTRATION,
    request: async (ctx) => {
      await restoreMatrixCourse(ctx);
      return { method: 'DELETE', url: `${REST_BASE}/og/${ctx.courseId}` };
    },
  },
  [`POST ${REST_BASE}/og/:id/restore`]: {
    rule: 'campus admins only; restores the course the delete row removed',
    outcomes: ADMIN,
    request: (ctx) => ({ method: 'POST', url: `${REST_BASE}/og/${ctx.courseId}/restore` }),
  },

  // ---- taxonomy ----
  [`GET ${REST_BASE}/terms`]: {
    rule: "people who see the course: its campus's vocabulary",
    outcomes: COURSE,
    request: (ctx) => get(`${REST_BASE}/terms?og=${ctx.courseId}&vid=23`),
  },
  [`GET ${REST_BASE}/terms/autocomplete`]: {
    rule: 'people of the campus',
    outcomes: CAMPUS,
    request: (ctx) => get(`${REST_BASE}/terms/autocomplete?domain=${ctx.domainId}&vid=23&search=a`),
  },
  [`GET ${REST_BASE}/terms/search`]: {
    rule: 'people of the campus',
    outcomes: CAMPUS,
    request: (ctx) => get(`${REST_BASE}/terms/search?domain=${ctx.domainId}&vid=23&search=a`),
  },
  [`POST ${REST_BASE}/terms`]: {
    rule: 'course managers through their course, campus managers, admins (201 new, 200 existing)',
    outcomes: COURSE_ADMINISTRATION,
    request: (ctx) => ({ method: 'POST', url: `${REST_BASE}/terms`, ...json({ vid: 18, name: 'Matrix topic', og: ctx.courseId }) }),
  },

  // ---- assignments (rows in modules/assignments/testing/assignments.authz.ts) ----
  ...ASSIGNMENT_AUTHZ_ROWS,

  // ---- editor images and link previews (rows in modules/files/testing, modules/link-preview/testing) ----
  ...FILE_AUTHZ_ROWS,
  ...LINK_PREVIEW_AUTHZ_ROWS,

  // ---- content (rows in modules/content/testing/content.authz.ts) ----
  ...CONTENT_AUTHZ_ROWS,
  ...VIDEO_AUTHZ_ROWS,
  ...VIDEO_UPLOAD_AUTHZ_ROWS,
  ...VIDEO_PROGRESS_AUTHZ_ROWS,

  // ---- course documents (rows in modules/course-documents/testing/course-documents.authz.ts) ----
  ...COURSE_DOCUMENT_AUTHZ_ROWS,

  // ---- learning paths (rows in modules/learning-paths/testing/learning-paths.authz.ts) ----
  ...LEARNING_PATH_AUTHZ_ROWS,

  // ---- conversations and the real-time stream (rows in modules/conversations/testing/conversations.authz.ts) ----
  ...CONVERSATION_AUTHZ_ROWS,

  // ---- learning cockpit (rows in modules/learning-cockpit/testing/learning-cockpit.authz.ts) ----
  ...LEARNING_COCKPIT_AUTHZ_ROWS,
  ...DIALOG_AUTHZ_ROWS,
  ...REPORT_AUTHZ_ROWS,

  // ---- app feedback (rows in modules/feedback/testing/feedback.authz.ts) ----
  ...FEEDBACK_AUTHZ_ROWS,

  // ---- campus settings (rows in modules/campus-settings/testing/campus-settings.authz.ts) ----
  ...CAMPUS_SETTINGS_AUTHZ_ROWS,

  // ---- the own account (rows in modules/account/testing/account.authz.ts) ----
  ...ACCOUNT_AUTHZ_ROWS,

  // ---- members and profiles (rows in modules/members/testing/members.authz.ts) ----
  ...MEMBER_AUTHZ_ROWS,

  // ---- notifications and push devices (rows in modules/notifications/testing/notifications.authz.ts) ----
  ...NOTIFICATION_AUTHZ_ROWS,

  // ---- users administer (rows in modules/user-admin/testing/user-admin.authz.ts) ----
  ...USER_ADMIN_AUTHZ_ROWS,

  // ---- course templates (rows in modules/course-templates/testing/course-templates.authz.ts) ----
  ...COURSE_TEMPLATE_AUTHZ_ROWS,

  // ---- usage statistics (rows in modules/usage-statistics/testing/usage-statistics.authz.ts) ----
  ...USAGE_STATISTICS_AUTHZ_ROWS,
};
