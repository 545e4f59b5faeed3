// Texts of the members feature that several components share: role names and refusals.
import { MEMBER_ROLE_ORDER, type CourseRoleId } from '@campus/shared';
import type { TFunction } from 'i18next';
import { errorText } from '../../../lib/error-text.ts';

export function roleName(t: TFunction, roleId: number): string {
  return t(`members.roles.${roleId}`);
}

/** Role choices for pickers, those who run the course first. */
export function roleOptions(t: TFunction): { value: string; label: string }[] {
  return MEMBER_ROLE_ORDER.map((id) => ({ value: String(id), label: roleName(t, id) }));
}

export function parseRole(value: string | null): CourseRoleId | null {
  const id = Number(value);
  return (MEMBER_ROLE_ORDER as readonly number[]).includes(id) ? (id as CourseRoleId) : null;
}

/** A refusal: the feature's own wording of its codes (`members.errors.<CODE>`), else the common one. */
export function memberErrorText(t: TFunction, error: unknown): string {
  return errorText(t, error, { prefixes: ['members.errors'] });
}
