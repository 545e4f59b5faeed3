// Who may use course templates (spec §6: campus_manager, or a moderator role — manager, instructor — in
// any course; admin counts as every campus role). The rule itself is the shared canUseCourseTemplates
// (packages/shared permissions.ts, MODERATOR_ROLE_IDS); in student mode nobody acts with it.
import { canUseCourseTemplates, type CampusRole } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';

export function holdsTemplatePermission(campusRoles: readonly CampusRole[], principal: Principal, heldRoleIds: readonly number[]): boolean {
  if (principal.studentMode) return false;
  return canUseCourseTemplates(campusRoles, principal.isAdmin, heldRoleIds);
}
