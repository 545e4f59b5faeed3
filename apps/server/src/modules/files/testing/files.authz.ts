// The editor-image routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). The matrix sends string payloads, so no real image can travel: the
// upload sends disguised HTML, and a caller who passes the permission check gets 415
// IMAGE_TYPE_NOT_ALLOWED (the type is checked only after the permissions); editor-images.routes.test.ts
// covers the 201s. The served image is public (the unguessable name is the capability, decision 0006):
// an unknown name is 404 for everybody.
import { CONTENT_WRITERS, everyone, multipartRequest, passOnly, type MatrixContext, type MatrixEntry, type MatrixRequest } from '../../../test/authz-helpers.ts';

function disguisedUpload(ctx: MatrixContext): MatrixRequest {
  return multipartRequest(`/api/rest/files/upload/editor?og=${ctx.courseId}`, [
    { field: 'upload', fileName: 'matrix.png', contentType: 'image/png', content: '<html><script>alert(1)</script></html>' },
  ]);
}

export const FILE_AUTHZ_ROWS: Record<string, MatrixEntry> = {
  'POST /api/rest/files/upload/editor': {
    rule: 'create_content, create_news or create_file_content in the course (guests not); then the type check (415 for disguised HTML)',
    outcomes: passOnly(415, ...CONTENT_WRITERS),
    request: disguisedUpload,
  },
  'GET /api/rest/files/editor/:name': {
    rule: 'public: the random name is the capability; an unknown name is 404 for anybody',
    outcomes: everyone(404),
    request: () => ({ method: 'GET', url: '/api/rest/files/editor/AAAAAAAAAAAAAAAAAAAAAA.png' }),
  },
};
