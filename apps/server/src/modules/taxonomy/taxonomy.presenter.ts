// A term row as the wire shape of spec §3 "Taxonomy term" (name, tid) with its vocabulary and parent.
import type { TaxonomyTerm } from '@campus/shared';
import type { TermRow } from './taxonomy.repository.ts';

export function presentTerm(row: TermRow): TaxonomyTerm {
  return { name: row.name, tid: row.id, vid: row.vid, parent_tid: row.parentId };
}
