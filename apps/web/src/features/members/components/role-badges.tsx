// Role badges of a member: staff roles stand out.
import { isStaffRole } from '@campus/shared';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleName } from '../utils/member-text.ts';

export function RoleBadges({ roles }: { roles: readonly { id: number }[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((role) => (
        <Badge key={role.id} variant="light" color={isStaffRole(role.id) ? 'blue' : 'gray'} data-testid="member-role">
          {roleName(t, role.id)}
        </Badge>
      ))}
    </Group>
  );
}
