// The taxonomy module's database access: the terms of a campus's vocabularies. Names are matched
// case-insensitively everywhere, as the unique index on lower(name) demands.
import { VOCABULARY, type VocabularyId } from '@campus/shared';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { taxonomyTerms } from '../../db/schema/taxonomy.ts';

export interface TermRow {
  id: number;
  domainId: number;
  vid: number;
  name: string;
  parentId: number | null;
}

const columns = {
  id: taxonomyTerms.id,
  domainId: taxonomyTerms.domainId,
  vid: taxonomyTerms.vid,
  name: taxonomyTerms.name,
  parentId: taxonomyTerms.parentId,
};

/** Where a term sits: its campus, vocabulary and, for child categories, its category. */
export interface TermScope {
  domainId: number;
  vid: VocabularyId;
  /** Child categories only: the id of the parent category; undefined lists every child category. */
  parentId?: number;
}

function scopeFilter(scope: TermScope): SQL | undefined {
  return and(
    eq(taxonomyTerms.domainId, scope.domainId),
    eq(taxonomyTerms.vid, scope.vid),
    scope.parentId === undefined ? undefined : eq(taxonomyTerms.parentId, scope.parentId),
  );
}

/** `%`, `_` and `\` are literal in a search text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listTerms(db: Database, scope: TermScope): Promise<TermRow[]> {
  return db
    .select(columns)
    .from(taxonomyTerms)
    .where(scopeFilter(scope))
    .orderBy(asc(sql`lower(${taxonomyTerms.name})`), asc(taxonomyTerms.id));
}

/** Names containing `text`, those starting with it first, then alphabetical. */
export async function searchTerms(db: Database, scope: TermScope, text: string, limit: number): Promise<TermRow[]> {
  const needle = escapeLike(text.toLowerCase());
  const lowerName = sql`lower(${taxonomyTerms.name})`;
  return db
    .select(columns)
    .from(taxonomyTerms)
    .where(and(scopeFilter(scope), sql`${lowerName} LIKE ${`%${needle}%`} ESCAPE '\\'`))
    .orderBy(sql`CASE WHEN ${lowerName} LIKE ${`${needle}%`} ESCAPE '\\' THEN 0 ELSE 1 END`, asc(lowerName), asc(taxonomyTerms.id))
    .limit(limit);
}

/** The term of that name (case-insensitive) in the scope; child categories need their parent. */
export async function findTermByName(db: Database, scope: TermScope, name: string): Promise<TermRow | undefined> {
  let parent: SQL;
  if (scope.vid !== VOCABULARY.childCategories) parent = isNull(taxonomyTerms.parentId);
  else if (scope.parentId === undefined) return undefined;
  else parent = eq(taxonomyTerms.parentId, scope.parentId);
  const [row] = await db
    .select(columns)
    .from(taxonomyTerms)
    .where(
      and(
        eq(taxonomyTerms.domainId, scope.domainId),
        eq(taxonomyTerms.vid, scope.vid),
        parent,
        sql`lower(${taxonomyTerms.name}) = lower(${name})`,
      ),
    )
    .limit(1);
  return row;
}

export async function findTermById(db: Database, termId: number): Promise<TermRow | undefined> {
  const [row] = await db.select(columns).from(taxonomyTerms).where(eq(taxonomyTerms.id, termId)).limit(1);
  return row;
}

export interface NewTerm {
  domainId: number;
  vid: VocabularyId;
  name: string;
  parentId: number | null;
  createdBy: number;
}

/**
 * Adds the term unless one of that name exists (case-insensitive, also when a concurrent request
 * adds it at the same moment); returns the stored term and whether this call created it.
 */
export async function insertTermIfMissing(db: Database, term: NewTerm): Promise<{ term: TermRow; created: boolean }> {
  const [inserted] = await db.insert(taxonomyTerms).values(term).onConflictDoNothing().returning(columns);
  if (inserted) return { term: inserted, created: true };
  const scope: TermScope = { domainId: term.domainId, vid: term.vid, parentId: term.parentId ?? undefined };
  const existing = await findTermByName(db, scope, term.name);
  if (!existing) throw new Error(`term "${term.name}" neither inserted nor found`);
  return { term: existing, created: false };
}
