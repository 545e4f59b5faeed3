// The video progress routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts): everyone who may see the video reads and reports their own progress.
import { COURSE_PRINCIPALS, json, outcomes, type MatrixEntry } from '../../../test/authz-helpers.ts';
import { sharedVideo } from '../../videos/testing/videos.authz.ts';

const BASE = '/api/rest/videos';

export const VIDEO_PROGRESS_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${BASE}/:id/progress`]: {
    rule: 'the caller’s own progress on a video they may see: course members; admins; campus managers of its campus; others 404',
    outcomes: outcomes(COURSE_PRINCIPALS),
    request: async (ctx) => ({ method: 'GET', url: `${BASE}/${await sharedVideo(ctx)}/progress` }),
  },
  [`PUT ${BASE}/:id/progress`]: {
    rule: 'everyone who may see the video reports their own progress; others 404',
    outcomes: outcomes(COURSE_PRINCIPALS),
    request: async (ctx) => ({ method: 'PUT', url: `${BASE}/${await sharedVideo(ctx)}/progress`, ...json({ ranges: [[0, 1]], position: 1 }) }),
  },
};
