// Who an assignment is for: its stored audience in the shape the policy rules take, and the target
// groups a course names in its settings. Shared by the service files and the public sources.
import type { AudienceRow } from './assignments.repository.ts';

export const EMPTY_AUDIENCE: AudienceRow = { targetGroups: [], workgroups: [] };

export function audienceOf(audience: AudienceRow): { targetGroups: string[]; workgroupIds: number[] } {
  return { targetGroups: audience.targetGroups, workgroupIds: audience.workgroups.map((group) => group.id) };
}

/** Target groups the course names in its settings (course save payload `course_target_group`). */
export function courseTargetGroups(settings: Readonly<Record<string, unknown>>): string[] {
  const value = settings.course_target_group;
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}
