// Usage statistics' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts): campus admins and campus managers of the matrix campus only. Read-only.
import { allowOnly } from '../../../test/authz-helpers.ts';
import type { MatrixEntry } from '../../../test/authz-helpers.ts';

const base = '/api/rest/usage-statistics';
const RULE = 'campus admins (not in student mode) and campus managers of the campus; others 403';

export const USAGE_STATISTICS_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${base}`]: { rule: RULE, outcomes: allowOnly('campusManager', 'admin'), request: () => ({ method: 'GET', url: `${base}?scope=course` }) },
  [`GET ${base}/export`]: { rule: RULE, outcomes: allowOnly('campusManager', 'admin'), request: () => ({ method: 'GET', url: `${base}/export?scope=course` }) },
};
