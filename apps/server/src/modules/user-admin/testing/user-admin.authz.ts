// Users administer's rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts): campus admins and campus managers of the matrix campus only. Every row
// leaves the campus as it was: the student's roles are set to none (they hold none), enabling an
// enabled account is a no-op, disabling hits a throw-away account made for the call, and adding the
// student (a member already) is 409 once let in.
import { ALL_PRINCIPALS, allowOnly, asAdmin, json, outcomes, passOnly } from '../../../test/authz-helpers.ts';
import type { MatrixEntry } from '../../../test/authz-helpers.ts';

const base = '/api/rest/users/administer';
const invitations = '/api/rest/campus-invitations';
const SIGNED_IN_PRINCIPALS = ALL_PRINCIPALS.filter((principal) => principal !== 'anonymous');
const RULE = 'campus admins (not in student mode) and campus managers of the campus; others 403';
let made = 0;

export const USER_ADMIN_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${base}`]: { rule: RULE, outcomes: allowOnly('campusManager', 'admin'), request: () => ({ method: 'GET', url: base }) },
  [`PUT ${base}/:uid/roles`]: {
    rule: `${RULE}; the student's campus roles set to none (as they are)`,
    outcomes: allowOnly('campusManager', 'admin'),
    request: (ctx) => ({ method: 'PUT', url: `${base}/${ctx.studentUserId}/roles`, ...json({ roles: [] }) }),
  },
  [`POST ${base}/:uid/disable`]: {
    rule: `${RULE}; a throw-away account of the campus`,
    outcomes: allowOnly('campusManager', 'admin'),
    request: async (ctx) => {
      made += 1;
      const created = await asAdmin(ctx, {
        method: 'POST',
        url: '/api/rest/accounts',
        ...json({ email: `matrix-disable-${made}-${Date.now()}@example.org`, display_name: 'Matrix Disable', password: 'pitch-whistle-lantern-7', domain_id: ctx.domainId }),
      });
      const uid = (JSON.parse(created.body) as { uid: number }).uid;
      return { method: 'POST', url: `${base}/${uid}/disable` };
    },
  },
  [`POST ${base}/:uid/enable`]: {
    rule: `${RULE}; the student's account (enabled: a no-op)`,
    outcomes: allowOnly('campusManager', 'admin'),
    request: (ctx) => ({ method: 'POST', url: `${base}/${ctx.studentUserId}/enable` }),
  },
  [`POST ${base}/members`]: {
    rule: `${RULE}; the address of an account of the campus (the course's student) is 409 once let in`,
    outcomes: passOnly(409, 'campusManager', 'admin'),
    request: (ctx) => ({ method: 'POST', url: `${base}/members`, ...json({ email: ctx.studentEmail }) }),
  },
  [`GET ${invitations}`]: {
    rule: 'signed in; the pending invitations for the own address',
    outcomes: outcomes(SIGNED_IN_PRINCIPALS),
    request: () => ({ method: 'GET', url: invitations }),
  },
  [`POST ${invitations}/:id/accept`]: {
    rule: "signed in; an invitation that is not the caller's is 404 for everyone (the IDOR cases are in user-admin.campuses.test.ts)",
    outcomes: passOnly(404, ...SIGNED_IN_PRINCIPALS),
    request: () => ({ method: 'POST', url: `${invitations}/2147483647/accept` }),
  },
  [`POST ${invitations}/:id/decline`]: {
    rule: "signed in; an invitation that is not the caller's is 404 for everyone",
    outcomes: passOnly(404, ...SIGNED_IN_PRINCIPALS),
    request: () => ({ method: 'POST', url: `${invitations}/2147483647/decline` }),
  },
};
