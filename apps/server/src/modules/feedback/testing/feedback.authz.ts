// The app feedback routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). Every signed-in user sends feedback to their own campus (the non-member
// belongs to another one); the campus's staff (campus managers, campus admins) read, export and switch.
import { ALL_PRINCIPALS, allowOnly, json, outcomes } from '../../../test/authz-helpers.ts';
import type { MatrixEntry } from '../../../test/authz-helpers.ts';

const base = '/api/rest/app-feedback';
const SIGNED_IN = outcomes(ALL_PRINCIPALS.filter((principal) => principal !== 'anonymous'));
const STAFF = allowOnly('campusManager', 'admin');

export const FEEDBACK_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`POST ${base}`]: {
    rule: 'signed in: feedback to the own campus',
    outcomes: SIGNED_IN,
    request: () => ({ method: 'POST', url: base, ...json({ rating: 4, message: 'matrix' }) }),
  },
  [`GET ${base}`]: {
    rule: 'campus managers and campus admins of the caller’s campus; others 403',
    outcomes: STAFF,
    request: () => ({ method: 'GET', url: `${base}?page=0` }),
  },
  [`GET ${base}/export`]: {
    rule: 'campus managers and campus admins; others 403',
    outcomes: STAFF,
    request: () => ({ method: 'GET', url: `${base}/export` }),
  },
  [`GET ${base}/settings`]: {
    rule: 'campus managers and campus admins; others 403',
    outcomes: STAFF,
    request: () => ({ method: 'GET', url: `${base}/settings` }),
  },
  [`PUT ${base}/settings`]: {
    rule: 'campus managers and campus admins; others 403 (set to its default, off)',
    outcomes: STAFF,
    request: () => ({ method: 'PUT', url: `${base}/settings`, ...json({ feedback_prompt: false }) }),
  },
};
