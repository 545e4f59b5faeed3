// The learning cockpit route's row of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts): the matrix course's student's cockpit.
import { allowOnly } from '../../../test/authz-helpers.ts';
import type { MatrixEntry } from '../../../test/authz-helpers.ts';

/** The learner themself and the staff of their course (manager, instructor, mentor, those acting as manager). */
const LEARNER_AND_STAFF = allowOnly('student', 'manager', 'instructor', 'mentor', 'campusManager', 'admin');

export const LEARNING_COCKPIT_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  'GET /api/rest/learning-cockpit/:uid': {
    rule: "the learner; the staff of the learner's courses (manager, instructor, mentor, acting managers); others 403",
    outcomes: LEARNER_AND_STAFF,
    request: (ctx) => ({ method: 'GET', url: `/api/rest/learning-cockpit/${ctx.studentUserId}` }),
  },
};
