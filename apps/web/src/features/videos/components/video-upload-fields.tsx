// The upload form before it starts: file, title, topics, assignment, and why it may not start now.
import { VIDEO_TITLE_MAX } from '@campus/shared';
import { Alert, Button, Group, Select, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadDecision } from '../utils/upload-preferences.ts';
import { VideoDropzone } from './video-dropzone.tsx';

export interface VideoUploadFieldsProps {
  file: File | null;
  title: string;
  topics: string[];
  assignmentId: string | null;
  /** The course's assignments a video may be handed in for. */
  assignmentOptions: readonly { id: number; title: string }[];
  /** Why the native preferences hold the upload back, if they do. */
  blocked: Exclude<UploadDecision, { start: true }>['reason'] | null;
  onChooseFile: (file: File | null) => void;
  onTitleChange: (title: string) => void;
  onTopicsChange: (topics: string[]) => void;
  onAssignmentChange: (assignmentId: string | null) => void;
  onCancel: () => void;
  onSubmit: () => void;
}

export function VideoUploadFields(props: VideoUploadFieldsProps) {
  const { file, title, topics, assignmentId, assignmentOptions, blocked, onChooseFile, onTitleChange, onTopicsChange, onAssignmentChange, onCancel, onSubmit } = props;
  const { t } = useTranslation();
  return (
    <>
      <VideoDropzone fileName={file ? file.name : null} onChoose={onChooseFile} />
      <TextInput
        label={t('videos.fields.title')}
        required
        maxLength={VIDEO_TITLE_MAX}
        value={title}
        onChange={(event) => onTitleChange(event.currentTarget.value)}
      />
      <TagsInput
        label={t('videos.fields.topics')}
        description={t('videos.upload.topicsHint')}
        value={topics}
        onChange={onTopicsChange}
        clearable
      />
      <Select
        label={t('videos.fields.assignment')}
        placeholder={t('videos.upload.noAssignment')}
        data={assignmentOptions.map((item) => ({ value: String(item.id), label: item.title }))}
        value={assignmentId}
        onChange={onAssignmentChange}
        clearable
        searchable
      />
      {blocked && (
        <Alert color="yellow" data-testid="upload-blocked">
          {t(`videos.upload.blocked.${blocked}`)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('videos.actions.cancel')}
        </Button>
        <Button onClick={onSubmit} disabled={!file || !title.trim()}>
          {t('videos.upload.start')}
        </Button>
      </Group>
    </>
  );
}
