// "Course templates" on the campus dashboard, beside "Create course": the campus's templates, each
// opening the use-template screen. Shown to those who hold the template permission as the campus answer
// tells it (campus managers and admins); moderators of a course reach templates from its cockpit.
import { hasCampusRole, type Campus } from '@campus/shared';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTemplates } from '../api/course-templates.ts';

export interface CourseTemplatesButtonProps {
  campus: Pick<Campus, 'domain_roles'>;
  /** The use-template screen of a template (with language prefix). */
  templateTo(id: number): string;
}

export function CourseTemplatesButton({ campus, templateTo }: CourseTemplatesButtonProps) {
  const { t } = useTranslation();
  // `admin` in domain_roles counts as every role; the server sends it for campus admins.
  const allowed = hasCampusRole(campus.domain_roles, 'campus_manager', false);
  const templates = useTemplates(allowed);
  const list = templates.data?.templates ?? [];
  if (!allowed || list.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" leftSection={<IconTemplate size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} data-testid="course-templates">
          {t('courseTemplates.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('courseTemplates.choose')}</Menu.Label>
        {list.map((template) => (
          <Menu.Item key={template.id} component={Link} to={templateTo(template.id)} data-testid={`course-template-${template.id}`}>
            {template.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
