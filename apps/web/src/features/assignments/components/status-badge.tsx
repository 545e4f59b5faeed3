// A student status (spec §4) as a coloured badge; the same on every screen of the feature.
import type { AssignmentProgressStatus } from '@campus/shared';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WHOLE_BADGE_STYLES } from '../../../components/whole-badge.ts';
import { STATUS_COLORS, statusLabelKey } from '../utils/assignment-status.ts';

export function StatusBadge({ status, ...props }: { status: AssignmentProgressStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-status={status} styles={WHOLE_BADGE_STYLES} {...props}>
      {t(statusLabelKey(status))}
    </Badge>
  );
}
