// The course switcher at the top of the side menu: the current course and the way to the chooser
// (route course-menu-modal).
import { appPath } from '@campus/shared';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';

export interface CourseSwitcherProps {
  /** The current course's title; without one the switcher invites to choose. */
  label?: string | null;
  /** The site or campus the course belongs to. */
  context?: string | null;
  onNavigate?: () => void;
}

export function CourseSwitcher({ label, context, onNavigate }: CourseSwitcherProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <UnstyledButton
      component={Link}
      to={localized(appPath('course-menu-modal'))}
      onClick={onNavigate}
      data-testid="course-switcher"
      aria-label={label ? t('courses.switcherCurrent', { course: label }) : t('courses.switcher')}
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '10px 12px', color: 'inherit', borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700} size="sm" truncate>
          {label ?? t('courses.switcher')}
        </Text>
        {label && context ? (
          <Text size="xs" opacity={0.75} truncate>
            {context}
          </Text>
        ) : null}
      </Box>
      <IconSelector size={16} aria-hidden />
    </UnstyledButton>
  );
}
