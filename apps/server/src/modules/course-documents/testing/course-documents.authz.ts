// The course documents routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). Folders and files a route needs are made through the API as the demo
// campus admin (manager rights in every course); the row then calls the route as each principal.
import { COURSE_PRINCIPALS, COURSE_STAFF, allowOnly, asAdmin, idOf, json, multipartRequest } from '../../../test/authz-helpers.ts';
import type { MatrixContext, MatrixEntry, MatrixRequest } from '../../../test/authz-helpers.ts';

const BASE = '/api/rest/course-documents';

/** Every course role, campus managers of the campus (acting as manager) and admins. */
const COURSE = allowOnly(...COURSE_PRINCIPALS);
/** create_course_folders: managers, instructors (and those acting as manager). */
const FOLDERS = allowOnly(...COURSE_STAFF);
/** create_file_content: also mentors; students and members only where the course allows member files (off here). */
const UPLOAD = allowOnly('manager', 'instructor', 'mentor', 'campusManager', 'admin');
/** Someone else's file: moderators (administer_course) only. */
const MODERATE = allowOnly(...COURSE_STAFF);

let folderCounter = 0;
async function newFolder(ctx: MatrixContext): Promise<number> {
  folderCounter += 1;
  const response = await asAdmin(ctx, {
    method: 'POST',
    url: `${BASE}/folders?og=${ctx.courseId}`,
    ...json({ name: `Matrix ${ctx.principal} ${folderCounter}`, parentId: null }),
  });
  return idOf(response);
}

function fileUpload(ctx: MatrixContext, fileName: string): MatrixRequest {
  return multipartRequest(`${BASE}/files?og=${ctx.courseId}`, [{ fileName, contentType: 'text/plain', content: 'matrix' }]);
}

async function newFile(ctx: MatrixContext): Promise<number> {
  return idOf(await asAdmin(ctx, fileUpload(ctx, 'matrix.txt')));
}

export const COURSE_DOCUMENT_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${BASE}`]: {
    rule: 'course members of any role; admins; campus managers of its campus; others 404',
    outcomes: COURSE,
    request: (ctx) => ({ method: 'GET', url: `${BASE}?og=${ctx.courseId}` }),
  },
  [`POST ${BASE}/folders`]: {
    rule: 'create_course_folders (managers, instructors); mentors, students, guests, members 403',
    outcomes: FOLDERS,
    request: (ctx) => ({ method: 'POST', url: `${BASE}/folders?og=${ctx.courseId}`, ...json({ name: `By ${ctx.principal}`, parentId: null }) }),
  },
  [`PUT ${BASE}/folders/:id`]: {
    rule: 'create_course_folders',
    outcomes: FOLDERS,
    request: async (ctx) => ({ method: 'PUT', url: `${BASE}/folders/${await newFolder(ctx)}`, ...json({ name: `Renamed by ${ctx.principal}` }) }),
  },
  [`DELETE ${BASE}/folders/:id`]: {
    rule: 'create_course_folders',
    outcomes: FOLDERS,
    request: async (ctx) => ({ method: 'DELETE', url: `${BASE}/folders/${await newFolder(ctx)}` }),
  },
  [`POST ${BASE}/files`]: {
    rule: 'create_file_content (managers, instructors, mentors; students and members only with member files on); read after the check',
    outcomes: UPLOAD,
    request: (ctx) => fileUpload(ctx, `${ctx.principal}.txt`),
  },
  [`GET ${BASE}/files/:id/download`]: {
    rule: 'whoever sees the course',
    outcomes: COURSE,
    request: async (ctx) => ({ method: 'GET', url: `${BASE}/files/${await newFile(ctx)}/download` }),
  },
  [`DELETE ${BASE}/files/:id`]: {
    rule: 'the uploader (here the admin) or a moderator (administer_course)',
    outcomes: MODERATE,
    request: async (ctx) => ({ method: 'DELETE', url: `${BASE}/files/${await newFile(ctx)}` }),
  },
};
