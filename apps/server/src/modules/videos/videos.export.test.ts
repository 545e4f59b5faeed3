// GET /statistics/videocomments/{id}/export.xls: an xlsx (opened here with exceljs) of the video's
// comments in time order with their replies beneath; formula-looking text stays text; owner and staff only.
import { XLSX_CONTENT_TYPE } from '@campus/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentComments, contentItems } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callAs, createVideoWorld, insertVideo, removeTestVideoFiles, testFileStore, type StoredVideo, type VideoCaller, type VideoWorld } from './testing/video-fixtures.ts';

let t: TestApp;
let world: VideoWorld;
let video: StoredVideo;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createVideoWorld(t.app, t.db, 'Videos export');
  video = await insertVideo(t.db, testFileStore(), { courseId: world.courseId, ownerId: world.uids.owner, title: 'Match =analysis' });
  const comment = async (authorId: number, tenths: number, body: string) => {
    const [row] = await t.db
      .insert(contentItems)
      .values({ courseId: world.courseId, type: 'videocomment', title: '', body, authorId, videoId: video.id, videoTimeTenths: tenths })
      .returning({ id: contentItems.id });
    return row?.id ?? 0;
  };
  const later = await comment(world.uids.instructor, 754, '<p>Watch the <strong>left</strong> foot</p>');
  await comment(world.uids.otherStudent, 20, '=cmd|\' /C calc\'!A0');
  await t.db.insert(contentComments).values([
    { contentId: later, authorId: world.uids.owner, commentText: '<p>+1 agreed</p>', createdAt: new Date('2026-01-01T10:00:00Z') },
    { contentId: later, authorId: world.uids.mentor, commentText: '<p>@team look</p>', createdAt: new Date('2026-01-01T11:00:00Z') },
  ]);
}, 120_000);

afterAll(async () => {
  await removeTestVideoFiles(testFileStore());
  await t?.close();
});

const exportAs = (caller: VideoCaller, query = '') => callAs(t.app, world, caller, `/api/rest/statistics/videocomments/${video.id}/export.xls${query}`);

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('video comments export', () => {
  it('answers an xlsx attachment with the comments in time order and replies beneath, formulas neutralised', async () => {
    const response = await exportAs('owner');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toContain(`attachment; filename="video-${video.id}-comments.xlsx"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(['Time (mm:ss.t)', 'Author', 'Comment', 'Created (UTC)', 'Replies']);
    expect(rows[1]?.slice(0, 3)).toEqual(['00:02.0', 'videos-export-other-student', "'=cmd|' /C calc'!A0"]);
    expect(rows[1]?.[4]).toBe(0);
    expect(rows[2]?.slice(0, 3)).toEqual(['01:15.4', 'Ian Instructor', 'Watch the left foot']);
    expect(rows[2]?.[4]).toBe(2);
    expect(rows[3]?.slice(0, 3)).toEqual(['↳ Reply', 'Sam Student', "'+1 agreed"]);
    expect(rows[4]?.slice(0, 3)).toEqual(['↳ Reply', 'Max Mentor', "'@team look"]);
    expect(rows).toHaveLength(5);
    // No cell anywhere is a formula.
    for (const row of rows) for (const cell of row) expect(typeof cell === 'object' && cell !== null && 'formula' in cell).toBe(false);
  });

  it('writes German headers with lang=de', async () => {
    const rows = await sheetRows((await exportAs('instructor', '?lang=de')).rawPayload);
    expect(rows[0]).toEqual(['Zeit (mm:ss.t)', 'Autor:in', 'Kommentar', 'Erstellt (UTC)', 'Antworten']);
  });

  it('owner and manage_videos only: 403 for members who see the video, 404 outsiders, 401 anonymous, 400 bad input', async () => {
    expect((await exportAs('instructor')).statusCode).toBe(200);
    expect((await exportAs('admin')).statusCode).toBe(200);
    expect((await exportAs('otherStudent')).statusCode).toBe(403);
    expect((await exportAs('mentor')).statusCode).toBe(403);
    expect((await exportAs('instructor', '?lang=fr')).statusCode).toBe(400);
    expect((await exportAs('outsider')).statusCode).toBe(404);
    expect((await exportAs('otherCourse')).statusCode).toBe(404);
    expect((await exportAs('anonymous')).statusCode).toBe(401);
  });
});
