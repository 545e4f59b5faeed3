// Step "Visibility and collaboration": tandem visibility, workgroups, predefined video topics and what
// members may do (spec §2, §3, §4). Switches apply the shared field rules.
import {
  applyVideoTopicsToggle,
  applyWorkgroupToggle,
  TANDEM_VISIBILITIES,
  WORKGROUP_TYPES,
  type TandemVisibility,
  type WorkgroupType,
} from '@campus/shared';
import { Divider, Group, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './general-step.tsx';
import { VideoTopicsInput } from './video-topics-input.tsx';

const MEMBER_FLAGS = ['memberNewsEnabled', 'memberDialogsEnabled', 'memberFilesEnabled', 'memberBlogNotificationEnabled'] as const;

export function VisibilityStep({ state, domainId }: Omit<StepProps, 'targetGroupOptions'>) {
  const { t } = useTranslation();
  const { form, field, visible, enabled } = state;
  const values = form.values;

  return (
    <Stack gap="md" data-testid="course-step-visibility">
      {visible.has('tandemVisibility') ? (
        <Radio.Group
          label={t('courseForm.fields.tandemVisibility')}
          value={values.tandemVisibility ?? ''}
          onChange={(value) => form.setFieldValue('tandemVisibility', value as TandemVisibility)}
          error={field('tandemVisibility').error}
        >
          <Group mt="xs">
            {TANDEM_VISIBILITIES.map((option) => (
              <Radio key={option} value={option} label={t(`courseForm.options.tandemVisibility.${option}`)} />
            ))}
          </Group>
        </Radio.Group>
      ) : null}

      {visible.has('workgroupsEnabled') ? (
        <Stack gap="sm">
          <Divider label={t('courseForm.sections.workgroups')} labelPosition="left" />
          <Switch
            label={t('courseForm.fields.workgroupsEnabled')}
            checked={values.workgroupsEnabled}
            onChange={(event) => form.setValues(applyWorkgroupToggle(form.getValues(), event.currentTarget.checked))}
            data-testid="course-workgroups-enabled"
          />
          {visible.has('workgroupSize') ? (
            <TextInput
              {...field('workgroupSize')}
              value={values.workgroupSize === null ? '' : String(values.workgroupSize)}
              label={t('courseForm.fields.workgroupSize')}
              inputMode="numeric"
              disabled={!enabled.workgroupSize}
              maw="28rem"
              data-testid="course-workgroup-size"
            />
          ) : null}
          {visible.has('workgroupType') ? (
            <Radio.Group
              label={t('courseForm.fields.workgroupType')}
              value={values.workgroupType ?? ''}
              onChange={(value) => form.setFieldValue('workgroupType', value as WorkgroupType)}
              error={field('workgroupType').error}
              data-testid="course-workgroup-type"
            >
              <Group mt="xs">
                {WORKGROUP_TYPES.map((option) => (
                  <Radio key={option} value={option} label={t(`courseForm.options.workgroupType.${option}`)} disabled={!enabled.workgroupType} />
                ))}
              </Group>
            </Radio.Group>
          ) : null}
        </Stack>
      ) : null}

      {visible.has('predefinedVideoTopicsEnabled') ? (
        <Stack gap="sm">
          <Divider label={t('courseForm.sections.videoTopics')} labelPosition="left" />
          <Switch
            label={t('courseForm.fields.predefinedVideoTopicsEnabled')}
            checked={values.predefinedVideoTopicsEnabled}
            onChange={(event) => form.setValues(applyVideoTopicsToggle(form.getValues(), event.currentTarget.checked))}
            data-testid="course-video-topics-enabled"
          />
          {visible.has('videoTopics') ? (
            <VideoTopicsInput
              label={t('courseForm.fields.videoTopics')}
              description={t('courseForm.hints.videoTopics')}
              value={values.videoTopics}
              onChange={(topics) => form.setFieldValue('videoTopics', topics)}
              error={field('videoTopics').error}
              domainId={domainId}
              disabled={!enabled.videoTopics}
              data-testid="course-video-topics"
            />
          ) : null}
          {visible.has('memberVideoTopicsEnabled') ? (
            <Switch
              {...field('memberVideoTopicsEnabled', { type: 'checkbox' })}
              label={t('courseForm.fields.memberVideoTopicsEnabled')}
              disabled={!enabled.memberVideoTopicsEnabled}
              data-testid="course-member-video-topics"
            />
          ) : null}
        </Stack>
      ) : null}

      {MEMBER_FLAGS.some((flag) => visible.has(flag)) ? (
        <Stack gap="sm">
          <Divider label={t('courseForm.sections.members')} labelPosition="left" />
          {MEMBER_FLAGS.filter((flag) => visible.has(flag)).map((flag) => (
            <Switch key={flag} {...field(flag, { type: 'checkbox' })} label={t(`courseForm.fields.${flag}`)} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
