// Groups the loaded pages of the campus list into its collapsible sections (one per site), in the
// server's order; a section's collapsed state is the user's stored one.
import type { CampusCourse, CampusCoursePage, CampusSection } from '@campus/shared';

export interface SectionView extends CampusSection {
  items: CampusCourse[];
}

export function campusSections(pages: readonly CampusCoursePage[]): SectionView[] {
  const sections = new Map<number, SectionView>();
  for (const page of pages) {
    for (const section of page.sections) {
      const existing = sections.get(section.id);
      sections.set(section.id, { ...section, items: existing?.items ?? [] });
    }
  }
  const ordered: SectionView[] = [];
  const seen = new Set<number>();
  for (const page of pages) {
    for (const item of page.items) {
      let section = sections.get(item.section_id);
      if (!section) {
        // An item whose section the page did not describe still shows, expanded and unnamed.
        section = { id: item.section_id, name: null, collapsed: false, items: [] };
        sections.set(item.section_id, section);
      }
      if (!seen.has(section.id)) {
        seen.add(section.id);
        ordered.push(section);
      }
      section.items.push(item);
    }
  }
  return ordered;
}

/** Plain text of a sanitized HTML description, for a one-line preview. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
