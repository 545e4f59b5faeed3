// What the account module hands to other modules: the picture URLs of users (member lists, profiles).
import type { Database } from '../../db/client.ts';
import { picturesOf } from './account.repository.ts';
import { pictureUrl } from './account.service.ts';

/** Root-relative picture URL per user id; users without a picture are absent. */
export async function pictureUrlsOf(db: Database, userIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await picturesOf(db, userIds);
  return new Map(rows.map((row) => [row.userId, pictureUrl(row.publicId, row.contentType)]));
}
