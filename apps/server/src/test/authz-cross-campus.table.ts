// The cross-campus part of the authorization matrix (issue 27): a second campus ("Bravo") on the same
// database, with its own site, course, student, certificate, and everything the rows set up through the
// API (content, videos, assignments, conversations, dialogs, documents, reports...). authz-cross-campus.test.ts
// calls every campus-scoped row with campus B's context (its ids, its own admin doing the setup) as each
// campus role and each course role of the matrix campus (A). Expected: 0 crossings, i.e. each answer is
// what a missing resource gets (403/404, nothing of campus B in the body), never a 2xx.
//
// Which rows run:
// - every row of AUTHZ_MATRIX is campus-scoped unless listed below: a new route joins this suite by
//   itself and must deny campus A's people campus B's ids;
// - NOT_CAMPUS_SCOPED: routes that take no campus-scoped id (public pages, sign-in, the own account,
//   the own bell), with the reason; they are not called here;
// - OWN_CAMPUS: routes that act on the caller's own campus or account and take no campus id (lists,
//   campus settings): called with campus B's context, their status is the home matrix's business, but
//   the answer must carry nothing of campus B (its names all contain CROSS_CAMPUS_MARKER).
//
// The server admin (the account flag is_admin) is the one principal who crosses campuses by design:
// admins see and administer every campus, so `admin` is not called here (the home matrix covers it).
import type { MatrixContext, MatrixRequest, PrincipalName } from './authz-matrix.table.ts';

/** Campus A's people who must never reach campus B: its campus roles and its course roles. */
export const CROSS_CAMPUS_PRINCIPALS = [
  'campusManager',
  'dialogManager',
  'quizManager',
  'manager',
  'instructor',
  'mentor',
  'student',
  'member',
  'guest',
] as const satisfies readonly PrincipalName[];

/** Part of every name in campus B (campus, site, course, accounts): an answer that contains it leaks B. */
export const CROSS_CAMPUS_MARKER = 'bravo';

const PUBLIC = 'public: answers alike for everyone, no campus-scoped id';
const SIGN_IN = 'sign-in: takes credentials or a token, not a campus id';
const OWN_ACCOUNT = "the caller's own account or session; no id of anything else";
const OWN_BELL = "the caller's own notifications, push settings and devices; no id";

/** Routes that take no campus-scoped id, with the reason; not called across campuses. */
export const NOT_CAMPUS_SCOPED: Readonly<Record<string, string>> = {
  'GET /healthz': 'operations probe',
  'GET /readyz': 'operations probe',
  'GET /metrics': 'operations: private networks or METRICS_TOKEN, no user data',
  'POST /api/rest/bootstrap_ionic': PUBLIC,
  'GET /': PUBLIC,
  'GET /*': 'public: static files of the web build',
  'OPTIONS *': 'CORS preflight: headers only',
  'GET /api/docs': 'public API documentation',
  'HEAD /api/docs/': 'public API documentation',
  'GET /api/docs/json': 'public API documentation',
  'GET /api/docs/yaml': 'public API documentation',
  'GET /api/docs/static/index.html': 'public API documentation',
  'GET /api/docs/static/swagger-initializer.js': 'public API documentation',
  'GET /api/docs/static/*': 'public API documentation',
  'POST /api/rest/login': SIGN_IN,
  'POST /api/keycloak/refresh': SIGN_IN,
  'POST /api/keycloak/check': SIGN_IN,
  'POST /api/keycloak/logout': SIGN_IN,
  'GET /web/keycloak/redirect': SIGN_IN,
  'POST /web/keycloak/redirect': SIGN_IN,
  'GET /web/keycloak/sso': SIGN_IN,
  'GET /web/keycloak/callback': SIGN_IN,
  'GET /web/keycloak/logout': SIGN_IN,
  'GET /api/rest/certificates/verify/:code': 'public by design (spec): the verification code is the capability, whoever holds it checks it',
  'GET /api/rest/files/editor/:name': 'public: the random file name is the capability (decision 0006)',
  'GET /api/rest/user/pictures/:name': 'public: the random file name is the capability',
  'GET /api/rest/user/me': OWN_ACCOUNT,
  'POST /api/rest/user/me/password': OWN_ACCOUNT,
  'POST /api/rest/user/me/sessions/revoke': OWN_ACCOUNT,
  'POST /api/rest/impersonate/end': OWN_ACCOUNT,
  'GET /api/rest/campus-invitations': "the caller's own pending campus invitations (by their own address); no id",
  'GET /api/rest/user/me/account': OWN_ACCOUNT,
  'PUT /api/rest/user/me/account': OWN_ACCOUNT,
  'PUT /api/rest/user/me/email': OWN_ACCOUNT,
  'POST /api/rest/user/me/picture': OWN_ACCOUNT,
  'DELETE /api/rest/user/me/picture': OWN_ACCOUNT,
  'GET /api/rest/realtime': "the caller's own event stream",
  'GET /api/rest/notifications': OWN_BELL,
  'POST /api/rest/notifications/read': OWN_BELL,
  'GET /api/rest/notification-settings': OWN_BELL,
  'PUT /api/rest/notification-settings': OWN_BELL,
  'GET /api/rest/push/public-key': OWN_BELL,
  'POST /api/rest/register-device': OWN_BELL,
  'DELETE /api/rest/unregister-device': OWN_BELL,
  'POST /api/rest/og': "creates a course on the caller's own campus; takes no campus id",
  'POST /api/rest/app-feedback': "feedback to the caller's own campus; takes no campus id",
  'PUT /api/rest/app-feedback/settings': "the caller's own campus's switch; takes no campus id",
  'PUT /api/rest/campus-settings/theme': "the caller's own campus; takes no campus id",
  'PUT /api/rest/campus-settings/external-logo': "the caller's own campus; takes no campus id",
  'PUT /api/rest/campus-settings/features': "the caller's own campus; takes no campus id",
  'POST /api/rest/campus-settings/privacy/terms': "the caller's own campus; takes no campus id",
  'PUT /api/rest/campus-settings/privacy/links': "the caller's own campus; takes no campus id",
  'POST /api/rest/campus-settings/domain/sites': "the caller's own campus; takes no campus id",
  'POST /api/rest/campus-settings/domain/email-domains': "the caller's own campus; takes no campus id (claims: finding 4)",
  'PUT /api/rest/campus-settings/domain/target-groups': "the caller's own campus; takes no campus id",
};

export interface OwnCampusRow {
  reason: string;
  /** The request across campuses where the row's own would not reach campus B's data (e.g. a search). */
  request?: (ctx: MatrixContext) => MatrixRequest;
}

const OWN_LIST = "lists only what the caller may see on their own campus; takes no campus id";
const OWN_SETTINGS = "the caller's own campus's settings; takes no campus id";

/** Routes on the caller's own campus or account: called across campuses, the answer carries nothing of campus B. */
export const OWN_CAMPUS: Readonly<Record<string, OwnCampusRow>> = {
  'GET /api/rest/config': { reason: 'public; with a course id the caller cannot see it answers as for no course' },
  'GET /api/rest/campus': { reason: "the caller's own campus" },
  'GET /api/rest/og': { reason: OWN_LIST },
  'GET /api/rest/og/course-config/load/:type': { reason: "the course form of the caller's own campus" },
  'GET /api/rest/conversations': { reason: "the caller's own conversations" },
  'GET /api/rest/conversations/unread': { reason: "the caller's own counts" },
  'GET /api/rest/conversations/recipients': { reason: 'people the caller may message (without a course filter): never campus B’s' },
  'GET /api/rest/adhoc-dialogs': { reason: OWN_LIST },
  'GET /api/rest/adhoc-dialogs/candidates': {
    reason: "people of the caller's own campus; searched for campus B's names",
    request: () => ({ method: 'GET', url: `/api/rest/adhoc-dialogs/candidates?q=${CROSS_CAMPUS_MARKER}` }),
  },
  'GET /api/rest/users/administer': {
    reason: "accounts of the caller's own campus; searched for campus B's names",
    request: () => ({ method: 'GET', url: `/api/rest/users/administer?search=${CROSS_CAMPUS_MARKER}` }),
  },
  'GET /api/rest/templates': { reason: "templates of the caller's own campus (campus B's course is one)" },
  'GET /api/rest/usage-statistics': { reason: OWN_SETTINGS },
  'GET /api/rest/usage-statistics/export': { reason: OWN_SETTINGS },
  'GET /api/rest/app-feedback': { reason: OWN_SETTINGS },
  'GET /api/rest/app-feedback/export': { reason: OWN_SETTINGS },
  'GET /api/rest/app-feedback/settings': { reason: OWN_SETTINGS },
  'GET /api/rest/campus-settings/theme': { reason: OWN_SETTINGS },
  'GET /api/rest/campus-settings/external-logo': { reason: OWN_SETTINGS },
  'GET /api/rest/campus-settings/features': { reason: OWN_SETTINGS },
  'GET /api/rest/campus-settings/privacy': { reason: OWN_SETTINGS },
  'GET /api/rest/campus-settings/domain': { reason: OWN_SETTINGS },
};

export interface CrossCampusCase {
  reason: string;
  /** The request across campuses where the row's own does not carry campus B's id (e.g. an optional filter). */
  request?: (ctx: MatrixContext) => MatrixRequest;
  /** What the caller sent that the answer may echo (it tells them nothing of campus B); not a leak. */
  typedInput?: (ctx: MatrixContext) => string;
  /** Callers who get another status than 403/404 for campus B's id: exactly what an unknown id gets. */
  outcomes?: Partial<Record<PrincipalName, number>>;
}

/** Campus-scoped rows whose cross-campus case differs from the row's request or from deny. */
export const CROSS_CAMPUS_CASES: Readonly<Record<string, CrossCampusCase>> = {
  'GET /api/rest/conversations/recipients#og': {
    reason: "with a course filter: campus B's course is refused like a missing one",
    request: (ctx) => ({ method: 'GET', url: `/api/rest/conversations/recipients?og=${ctx.courseId}` }),
  },
  'POST /api/rest/users/administer/members': {
    reason:
      "a campus manager of A naming campus B's student gets the pending invitation an unknown address gets (202, nothing of B but the address they typed); membership only when the person accepts (finding 1); others 403",
    outcomes: { campusManager: 202 },
    typedInput: (ctx) => ctx.studentEmail,
  },
  'POST /api/rest/adhoc-dialogs': {
    reason: "dialog managers: a participant of campus B is refused exactly like an unknown account (400 DIALOG_PARTICIPANT_INVALID, 'not on this campus'); others 403",
    outcomes: { dialogManager: 400 },
  },
};

/** The row a case key names (`<route>#<variant>` for a second case of one route). */
export const rowKeyOf = (caseKey: string): string => caseKey.split('#')[0] ?? caseKey;
