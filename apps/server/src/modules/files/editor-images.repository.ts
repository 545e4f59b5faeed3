// editor_images rows: one per uploaded (re-encoded) editor image; the public id is the URL capability.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { editorImages } from '../../db/schema/index.ts';

export interface EditorImageRow {
  id: number;
  publicId: string;
  courseId: number;
  storageKey: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  createdBy: number | null;
  createdAt: Date;
}

export type NewEditorImage = Omit<EditorImageRow, 'id' | 'createdAt'>;

export async function insertEditorImage(db: Database, values: NewEditorImage): Promise<EditorImageRow> {
  const [row] = await db.insert(editorImages).values(values).returning();
  if (!row) throw new Error('editor_images insert returned nothing');
  return row;
}

export async function findEditorImageByPublicId(db: Database, publicId: string): Promise<EditorImageRow | undefined> {
  const [row] = await db.select().from(editorImages).where(eq(editorImages.publicId, publicId)).limit(1);
  return row;
}
