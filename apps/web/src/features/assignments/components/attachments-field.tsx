// The form's attachments: the existing ones (remove/keep) and new files, with the size and count limits.
import { ASSIGNMENT_LIMITS, type AssignmentAttachment } from '@campus/shared';
import { FileInput, Stack } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AttachmentProblem } from '../utils/assignment-form.ts';
import { formatFileSize } from '../utils/format.ts';
import { ExistingAttachments } from './existing-attachments.tsx';

export interface AttachmentsFieldProps {
  existing: readonly AssignmentAttachment[];
  removed: ReadonlySet<number>;
  onToggleRemoved: (id: number) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  problems: readonly AttachmentProblem[];
}

function problemText(problem: AttachmentProblem, t: TFunction): string {
  return problem.kind === 'tooLarge'
    ? t('assignments.form.attachments.tooLarge', { file: problem.file, max: formatFileSize(ASSIGNMENT_LIMITS.attachmentMaxBytes) })
    : t('assignments.form.attachments.tooMany', { max: problem.max });
}

export function AttachmentsField({ existing, removed, onToggleRemoved, files, onFilesChange, problems }: AttachmentsFieldProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs">
      <ExistingAttachments attachments={existing} removed={removed} onToggle={onToggleRemoved} />
      <FileInput
        label={t('assignments.form.attachments.add')}
        description={t('assignments.form.attachments.hint', { max: formatFileSize(ASSIGNMENT_LIMITS.attachmentMaxBytes, i18n.language) })}
        placeholder={t('assignments.form.attachments.choose')}
        multiple
        clearable
        value={files}
        onChange={onFilesChange}
        leftSection={<IconPaperclip size={16} aria-hidden />}
        error={problems.length > 0 ? problems.map((problem) => problemText(problem, t)).join(' ') : undefined}
        maw="28rem"
      />
    </Stack>
  );
}
