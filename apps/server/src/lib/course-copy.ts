// What a feature needs to copy its part of one course into another (issue 18 course templates): the two
// courses, who copies, and a file copier that stores a copy of a stored file under a new key. The
// course-templates module builds it; the assignments, course-documents and learning-paths modules copy
// their rows with it inside one transaction (their `*.copy.sources.ts`).
import type { Database } from '../db/client.ts';

export interface CourseCopyContext {
  /** The transaction all rows are written in. */
  db: Database;
  fromCourseId: number;
  toCourseId: number;
  /** The user who copies (created_by of the new rows). */
  userId: number;
  /** Milliseconds to move dates of the copied things by (the new course's start minus the template's). */
  shiftMs: number;
  /**
   * Draft assignments come along too: only for those who manage the template course (issue 27); everyone
   * else gets the published ones.
   */
  includeDrafts: boolean;
  /**
   * Stores a copy of the file at `storageKey` under a new key with `prefix`; answers the new key, or
   * undefined when the store has no bytes there (the row is then not copied).
   */
  copyFile(storageKey: string, prefix: string): Promise<string | undefined>;
}
