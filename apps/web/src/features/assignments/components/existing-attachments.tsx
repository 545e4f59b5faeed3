// The attachments an assignment already has, each with a remove/keep toggle (removal happens on save).
import type { AssignmentAttachment } from '@campus/shared';
import { ActionIcon, Group, List, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../utils/format.ts';

export interface ExistingAttachmentsProps {
  attachments: readonly AssignmentAttachment[];
  removed: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

export function ExistingAttachments({ attachments, removed, onToggle }: ExistingAttachmentsProps) {
  const { t, i18n } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <List spacing={4} listStyleType="none" aria-label={t('assignments.form.attachments.existing')}>
      {attachments.map((attachment) => {
        const isRemoved = removed.has(attachment.id);
        const label = isRemoved ? t('assignments.form.attachments.keep', { name: attachment.name }) : t('assignments.form.attachments.remove', { name: attachment.name });
        return (
          <List.Item key={attachment.id}>
            <Group gap="xs" wrap="nowrap">
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm" td={isRemoved ? 'line-through' : undefined} c={isRemoved ? 'dimmed' : undefined}>
                {attachment.name} ({formatFileSize(attachment.size, i18n.language)})
              </Text>
              <Tooltip label={label}>
                <ActionIcon variant="subtle" color={isRemoved ? 'gray' : 'red'} aria-label={label} onClick={() => onToggle(attachment.id)}>
                  {isRemoved ? <IconArrowBackUp size={16} aria-hidden /> : <IconTrash size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
