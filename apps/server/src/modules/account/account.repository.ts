// The own account's editable fields (users) and its picture (user_pictures); admins add accounts.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { domainMembers, userPictures, users } from '../../db/schema/index.ts';

export interface AccountRow {
  id: number;
  email: string;
  displayName: string;
  passwordHash: string | null;
  picturePublicId: string | null;
  pictureContentType: string | null;
}

export async function findAccountRow(db: Database, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      passwordHash: users.passwordHash,
      picturePublicId: userPictures.publicId,
      pictureContentType: userPictures.contentType,
    })
    .from(users)
    .leftJoin(userPictures, eq(userPictures.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function updateDisplayName(db: Database, userId: number, displayName: string): Promise<void> {
  await db.update(users).set({ displayName }).where(eq(users.id, userId));
}

/** False when another account has the address (the unique constraint decides, no race). */
export async function updateEmail(db: Database, userId: number, email: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken && taken.id !== userId) return false;
  try {
    await db.update(users).set({ email }).where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export interface PictureRow {
  userId: number;
  publicId: string;
  storageKey: string;
  contentType: string;
  size: number;
}

/** Stores the new picture; answers the storage key of the one it replaced, if any. */
export async function replacePicture(db: Database, row: PictureRow): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select({ storageKey: userPictures.storageKey }).from(userPictures).where(eq(userPictures.userId, row.userId));
    await tx
      .insert(userPictures)
      .values(row)
      .onConflictDoUpdate({
        target: userPictures.userId,
        set: { publicId: row.publicId, storageKey: row.storageKey, contentType: row.contentType, size: row.size },
      });
    return previous?.storageKey;
  });
}

/** Removes the picture; answers its storage key, if there was one. */
export async function deletePicture(db: Database, userId: number): Promise<string | undefined> {
  const [removed] = await db.delete(userPictures).where(eq(userPictures.userId, userId)).returning({ storageKey: userPictures.storageKey });
  return removed?.storageKey;
}

export async function findPictureByPublicId(db: Database, publicId: string): Promise<PictureRow | undefined> {
  const [row] = await db
    .select({
      userId: userPictures.userId,
      publicId: userPictures.publicId,
      storageKey: userPictures.storageKey,
      contentType: userPictures.contentType,
      size: userPictures.size,
    })
    .from(userPictures)
    .where(eq(userPictures.publicId, publicId));
  return row;
}

export async function picturesOf(db: Database, userIds: readonly number[]): Promise<{ userId: number; publicId: string; contentType: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userPictures.userId, publicId: userPictures.publicId, contentType: userPictures.contentType })
    .from(userPictures)
    .where(inArray(userPictures.userId, [...userIds]));
}

/** A new password account in a campus; undefined when the e-mail is taken. */
export async function insertAccount(
  db: Database,
  account: { email: string; displayName: string; passwordHash: string; domainId: number },
): Promise<number | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email: account.email, displayName: account.displayName, passwordHash: account.passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!created) return undefined;
      await tx.insert(domainMembers).values({ domainId: account.domainId, userId: created.id });
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
