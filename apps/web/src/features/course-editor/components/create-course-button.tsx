// "Create course" on the campus dashboard: for campus managers and admins, with the course types the
// campus allows (spec §6: self-learning and compact learning only with their feature flags). Choosing a
// type opens the course dialog for a new course of that type.
import { canCreateCourseType, COURSE_TYPES, type Campus, type CourseType } from '@campus/shared';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseEditorTarget, CourseSavedResult } from '../utils/course-editor-target.ts';
import { LazyCourseEditorDialog, preloadCourseEditor } from './lazy-course-editor-dialog.tsx';

export interface CreateCourseButtonProps {
  campus: Pick<Campus, 'domainId' | 'domain_roles' | 'campus_features'>;
  /** After the course was created: open it (spec §4 "Opening a course after creation"). */
  onCreated: (result: CourseSavedResult) => void;
}

/** Course types this user may create on the campus; empty: no create action at all. */
export function creatableCourseTypes(campus: CreateCourseButtonProps['campus']): CourseType[] {
  // `admin` in domain_roles counts as every role; the server sends it for campus admins.
  return COURSE_TYPES.filter((type) => canCreateCourseType(type, campus.campus_features, campus.domain_roles, false));
}

export function CreateCourseButton({ campus, onCreated }: CreateCourseButtonProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<CourseEditorTarget | null>(null);
  const types = creatableCourseTypes(campus);
  if (types.length === 0) return null;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            onMouseEnter={preloadCourseEditor}
            onFocus={preloadCourseEditor}
            data-testid="create-course"
          >
            {t('courseForm.create.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('courseForm.create.chooseType')}</Menu.Label>
          {types.map((type) => (
            <Menu.Item
              key={type}
              onClick={() => setTarget({ mode: 'create', courseType: type, domainId: campus.domainId })}
              data-testid={`create-course-${type}`}
            >
              {t(`courses.types.${type}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <LazyCourseEditorDialog target={target} onClose={() => setTarget(null)} onSaved={onCreated} />
    </>
  );
}
