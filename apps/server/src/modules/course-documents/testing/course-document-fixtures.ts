// Helpers for the course documents tests: the test app on a private data folder with every caller of the
// route × role table signed in, calls as a caller, multipart bodies and upload requests.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_COURSE_TITLES } from '../../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { signInEveryone, type Sessions } from '../../assignments/testing/assignment-fixtures.ts';
import { courseIdByTitle } from '../../courses/testing/course-fixtures.ts';

export { multipartBody, type MultipartFile } from '../../../test/multipart.ts';
export { call, type Caller, type CallOptions, type Sessions } from '../../assignments/testing/assignment-fixtures.ts';

/** The demo accounts of every course role of Coaching Basics, and the admin. */
export const COURSE_CALLERS = ['student', 'mentor', 'instructor', 'manager', 'guest', 'admin'] as const;

export interface DocumentsWorld {
  t: TestApp;
  /** The app's DATA_DIR: a fresh temporary folder, removed by close(). */
  dataDir: string;
  /** The demo student, mentor, instructor, manager, guest and admin, and a campus member of no course (nonMember). */
  sessions: Sessions;
  /** Coaching Basics: every course role. */
  basics: number;
  /** Compact Refresher: the demo student and guest are not members. */
  refresher: number;
  close(): Promise<void>;
}

/** A seeded test app on its own data folder (`campus-<label>-…`); the outsider is `<label>-outsider@example.org`. */
export async function openDocumentsWorld(label: string): Promise<DocumentsWorld> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `campus-${label}-`));
  let t: TestApp | undefined;
  const close = async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    const sessions = await signInEveryone(t.app, t.db, `${label}-outsider@example.org`);
    const basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
    const refresher = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.compactRefresher);
    return { t, dataDir, sessions, basics, refresher, close };
  } catch (error) {
    await close();
    throw error;
  }
}
