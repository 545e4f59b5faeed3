// The system module's database access: readiness probe and the campus facts the configuration needs.
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { domains } from '../../db/schema/index.ts';

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export interface CampusSummary {
  id: number;
  name: string;
}

/** The campus this installation serves (the lowest id; one campus per installation for now). */
export async function findPrimaryCampus(db: Database): Promise<CampusSummary | undefined> {
  const [campus] = await db
    .select({ id: domains.id, name: domains.name })
    .from(domains)
    .orderBy(asc(domains.id))
    .limit(1);
  return campus;
}
