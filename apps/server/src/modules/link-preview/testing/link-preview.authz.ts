// The external-preview route's row of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). The matrix must never fetch the internet, so it asks for a loopback
// address: a caller let in (create_content) gets 400 EXTERNAL_URL_NOT_PUBLIC, which the address check
// answers only after the permission check; link-preview.routes.test.ts covers the 200.
import { CONTENT_WRITERS, json, passOnly, type MatrixEntry } from '../../../test/authz-helpers.ts';

export const LINK_PREVIEW_AUTHZ_ROWS: Record<string, MatrixEntry> = {
  'POST /api/rest/content/external-preview': {
    rule: 'create_content in the course (guests not); a loopback URL is then 400 EXTERNAL_URL_NOT_PUBLIC',
    outcomes: passOnly(400, ...CONTENT_WRITERS),
    request: (ctx) => ({ method: 'POST', url: `/api/rest/content/external-preview?og=${ctx.courseId}`, ...json({ url: 'http://127.0.0.1/' }) }),
  },
};
