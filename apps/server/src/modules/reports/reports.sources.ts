// What the reports feature takes from others (wired in app.ts): per kind of reportable item, a source
// that finds the item as a user sees it and hides or shows it again. The content feature hands in items
// and comments, the videos feature videos, the conversations feature messages; a kind without a source
// is refused with REPORT_KIND_UNAVAILABLE.
import type { ReportTargetKind } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';

/** A reportable item, as its feature describes it. */
export interface ReportTarget {
  id: number;
  courseId: number;
  authorId: number | null;
  authorName: string | null;
  /** Plain text: the title, or the start of the text. */
  excerpt: string;
  /** App path of the item where it has a screen. */
  path: string | null;
  hidden: boolean;
}

export interface ReportTargetSource {
  /** The item when `principal` may see it, else null (missing, or hidden from them). */
  find(db: Database, principal: Principal, id: number): Promise<ReportTarget | null>;
  /** The items that still exist, whoever looks (the staff's report list). */
  findMany(db: Database, ids: readonly number[]): Promise<Map<number, ReportTarget>>;
  /** Hides the item from everyone but the course staff and its author, or shows it again. */
  setHidden(db: Database, id: number, hidden: boolean): Promise<void>;
}

export type ReportTargetSources = Partial<Record<ReportTargetKind, ReportTargetSource>>;

/** An excerpt of plain text: at most `max` characters, cut at a word where it can be. */
export function excerptOf(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
