// The own-account routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). Every row leaves the caller's account as it was: the name and e-mail are
// set to themselves; the picture upload sends a text file (415 once let in, the matrix sends ASCII only).
import { ALL_PRINCIPALS, allowOnly, everyone, json, multipartRequest, outcomes } from '../../../test/authz-helpers.ts';
import type { MatrixContext, MatrixEntry } from '../../../test/authz-helpers.ts';

const me = '/api/rest/user/me';
const SIGNED_IN_PRINCIPALS = ALL_PRINCIPALS.filter((principal) => principal !== 'anonymous');
const SIGNED_IN = outcomes(SIGNED_IN_PRINCIPALS);

/** The caller's current display name (anonymous callers get a placeholder; they are refused anyway). */
async function currentName(ctx: MatrixContext): Promise<string> {
  if (ctx.session === null) return 'Nobody';
  const response = await ctx.call({ method: 'GET', url: `${me}/account` });
  return (JSON.parse(response.body) as { display_name: string }).display_name;
}

let created = 0;

export const ACCOUNT_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${me}/account`]: { rule: 'signed in', outcomes: SIGNED_IN, request: () => ({ method: 'GET', url: `${me}/account` }) },
  [`PUT ${me}/account`]: {
    rule: 'signed in; the own name (set to itself here)',
    outcomes: SIGNED_IN,
    request: async (ctx) => ({ method: 'PUT', url: `${me}/account`, ...json({ display_name: await currentName(ctx) }) }),
  },
  [`PUT ${me}/email`]: {
    rule: 'signed in, with the current password; the own address (set to itself here)',
    outcomes: SIGNED_IN,
    request: (ctx) => ({ method: 'PUT', url: `${me}/email`, ...json({ email: ctx.credentials.email, current_password: ctx.credentials.password }) }),
  },
  [`POST ${me}/picture`]: {
    rule: 'signed in; a text file is refused by content (415) once the caller is let in',
    outcomes: outcomes(SIGNED_IN_PRINCIPALS, 415),
    request: () => multipartRequest(`${me}/picture`, [{ field: 'picture', fileName: 'me.png', contentType: 'image/png', content: 'not a picture' }]),
  },
  [`DELETE ${me}/picture`]: { rule: 'signed in; the own picture', outcomes: SIGNED_IN, request: () => ({ method: 'DELETE', url: `${me}/picture` }) },
  'GET /api/rest/user/pictures/:name': {
    rule: 'public: the random name is the capability; a made-up one is 404 for everyone',
    outcomes: everyone(404),
    request: () => ({ method: 'GET', url: '/api/rest/user/pictures/AAAAAAAAAAAAAAAAAAAAAA.png', bearer: false }),
  },
  'POST /api/rest/accounts': {
    rule: 'campus admins (not in student mode); others 403',
    outcomes: allowOnly('admin'),
    request: (ctx) => {
      created += 1;
      return {
        method: 'POST',
        url: '/api/rest/accounts',
        ...json({ email: `matrix-new-${created}-${Date.now()}@example.org`, display_name: 'Matrix New', password: 'pitch-whistle-lantern-7', domain_id: ctx.domainId }),
      };
    },
  },
};
