// The upload modal (spec §2 video-upload-modal, §4 upload status, §8 failure popup): pick or drop a file,
// title, topics, assignment; a progress bar while UPLOADING, 100 at UPLOADED, then "processing" until
// the video is ready. Uploads an earlier page left unfinished are offered for resuming.
import { coursePath, VIDEO_TITLE_MAX, type Course } from '@campus/shared';
import {
  Alert,
  Anchor,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  List,
  Modal,
  Progress,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { useAssignmentOptions } from '../api/get-upload-options.ts';
import { useVideo } from '../api/get-video.ts';
import { videoKeys } from '../api/query-keys.ts';
import { discardPendingUpload, findPendingUploads, type PendingUpload, type StartUploadOptions, type UploadHandle, type UploadTokenSource } from '../api/upload-video.ts';
import { useUpdateVideo } from '../api/video-mutations.ts';
import { useVideoUpload } from '../hooks/use-video-upload.ts';
import { uploadMetadata } from '../utils/upload-status.ts';
import { UploadFailedPopup } from './upload-failed-popup.tsx';

export interface VideoUploadModalProps {
  course: Pick<Course, 'og_id'>;
  opened: boolean;
  onClose(): void;
  tokens: UploadTokenSource;
  /** Seams for tests; the real ones load tus-js-client. */
  startUpload?: (options: StartUploadOptions) => Promise<UploadHandle>;
  findPending?: () => Promise<PendingUpload[]>;
}

function titleFromFileName(name: string): string {
  return name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').trim().slice(0, VIDEO_TITLE_MAX);
}

export function VideoUploadModal({ course, opened, onClose, tokens, startUpload, findPending = findPendingUploads }: VideoUploadModalProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [topics, setTopics] = useState<string[]>([]);
  const [assignmentId, setAssignmentId] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [popupOpen, setPopupOpen] = useState(false);
  const upload = useVideoUpload({ tokens, start: startUpload });
  const assignments = useAssignmentOptions(course.og_id);
  const { state } = upload;
  const video = useVideo(state.status === 'UPLOADED' ? state.videoId : null, { redirectOnError: false });
  const updateVideo = useUpdateVideo();
  const [topicsSaved, setTopicsSaved] = useState(false);

  useEffect(() => {
    if (!opened) return;
    let active = true;
    findPending()
      .then((found) => active && setPending(found))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [opened, findPending]);

  useEffect(() => {
    if (state.status === 'FAILED') setPopupOpen(true);
  }, [state.status]);

  const queryClient = useQueryClient();
  // The new video shows up in the grid (processing) as soon as the server has the file.
  useEffect(() => {
    if (state.status === 'UPLOADED') void queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
  }, [state.status, queryClient]);

  // Topics may be new names, which only PUT /videos/{id} accepts: set them once the video exists.
  const videoId = state.status === 'UPLOADED' ? state.videoId : null;
  useEffect(() => {
    if (videoId === null || topics.length === 0 || topicsSaved) return;
    setTopicsSaved(true);
    updateVideo.mutate({ videoId, input: { topics } });
  }, [videoId, topics, topicsSaved, updateVideo]);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    setFile(chosen);
    if (!title) setTitle(titleFromFileName(chosen.name));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0] ?? null);
  };

  const submit = () => {
    if (!file || !title.trim()) return;
    setTopicsSaved(false);
    const metadata = uploadMetadata({
      courseId: course.og_id,
      title,
      assignmentId: assignmentId === null ? null : Number(assignmentId),
      topicIds: [],
      file,
      now: Date.now(),
    });
    void upload.begin(file, metadata);
  };

  const startOver = () => {
    upload.reset();
    setFile(null);
    setTitle('');
    setTopics([]);
    setAssignmentId(null);
  };

  const close = () => {
    if (state.status === 'UPLOADING') void upload.cancel();
    onClose();
  };

  const busy = state.status === 'UPLOADING';
  const done = state.status === 'UPLOADED';
  const ready = video.data?.status === 'ready';
  const failedProcessing = video.data?.status === 'failed';

  return (
    <>
      <Modal opened={opened} onClose={close} title={t('videos.upload.title')} closeOnClickOutside={!busy}>
        <Stack data-testid="video-upload-modal">
          {pending.length > 0 && !busy && !done && (
            <Alert color="blue" title={t('videos.upload.pendingTitle')} data-testid="pending-uploads">
              <Text size="sm">{t('videos.upload.pendingHint')}</Text>
              <List size="sm" mt="xs">
                {pending.map((entry) => (
                  <List.Item key={entry.key}>
                    <Group gap="xs">
                      <Text size="sm" fw={500}>
                        {entry.title || entry.fileName}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {entry.fileName}
                      </Text>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => {
                          void discardPendingUpload(entry.key).then(() => setPending((list) => list.filter((item) => item.key !== entry.key)));
                        }}
                      >
                        {t('videos.upload.discard')}
                      </Anchor>
                    </Group>
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}

          {!busy && !done && (
            <>
              <Box
                data-testid="video-dropzone"
                onDragOver={(event) => {
                  event.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
                p="lg"
                style={{
                  border: `2px dashed ${dragging ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-4)'}`,
                  borderRadius: 'var(--mantine-radius-md)',
                  textAlign: 'center',
                }}
              >
                <Stack gap="xs" align="center">
                  <Text size="sm">{t('videos.upload.dropHint')}</Text>
                  <FileButton onChange={choose} accept="video/*">
                    {(props) => (
                      <Button variant="light" {...props}>
                        {t('videos.upload.chooseFile')}
                      </Button>
                    )}
                  </FileButton>
                  {file && (
                    <Text size="sm" data-testid="chosen-file">
                      {t('videos.upload.chosenFile', { name: file.name })}
                    </Text>
                  )}
                </Stack>
              </Box>
              <TextInput
                label={t('videos.fields.title')}
                required
                maxLength={VIDEO_TITLE_MAX}
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
              />
              <TagsInput
                label={t('videos.fields.topics')}
                description={t('videos.upload.topicsHint')}
                value={topics}
                onChange={setTopics}
                clearable
              />
              <Select
                label={t('videos.fields.assignment')}
                placeholder={t('videos.upload.noAssignment')}
                data={(assignments.data ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
                value={assignmentId}
                onChange={setAssignmentId}
                clearable
                searchable
              />
              {upload.blocked && (
                <Alert color="yellow" data-testid="upload-blocked">
                  {t(`videos.upload.blocked.${upload.blocked}`)}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('videos.actions.cancel')}
                </Button>
                <Button onClick={submit} disabled={!file || !title.trim()}>
                  {t('videos.upload.start')}
                </Button>
              </Group>
            </>
          )}

          {(busy || done) && (
            <Stack data-testid="upload-progress-area">
              <Text fw={500}>{title}</Text>
              {upload.resumed && (
                <Text size="sm" c="dimmed" data-testid="upload-resumed">
                  {t('videos.upload.resumed')}
                </Text>
              )}
              <Progress
                value={state.progress}
                aria-label={t('videos.upload.progressLabel')}
                data-testid="upload-progress"
                data-progress={state.progress}
                animated={busy}
              />
              <Text size="sm" data-testid="upload-status">
                {busy ? t('videos.upload.uploading', { percent: state.progress }) : t('videos.upload.uploaded')}
              </Text>
              {done && !ready && !failedProcessing && (
                <Alert color="blue" data-testid="upload-processing">
                  {t('videos.upload.processing')}
                </Alert>
              )}
              {done && failedProcessing && (
                <Alert color="red" data-testid="upload-processing-failed">
                  {t('videos.status.failed')}
                </Alert>
              )}
              {done && ready && video.data && (
                <Stack gap="xs" data-testid="upload-ready">
                  {video.data.posterUrl && <Image src={video.data.posterUrl} alt={video.data.title} radius="sm" data-testid="upload-poster" />}
                  <Anchor component={Link} to={localized(coursePath(course.og_id, 'video-player', { id: video.data.id }))} onClick={onClose}>
                    {t('videos.upload.openVideo')}
                  </Anchor>
                </Stack>
              )}
              <Group justify="flex-end">
                {busy ? (
                  <Button variant="default" onClick={() => void upload.cancel()}>
                    {t('videos.upload.cancelUpload')}
                  </Button>
                ) : (
                  <>
                    <Button variant="default" onClick={startOver}>
                      {t('videos.upload.another')}
                    </Button>
                    <Button onClick={onClose}>{t('videos.actions.close')}</Button>
                  </>
                )}
              </Group>
            </Stack>
          )}
        </Stack>
      </Modal>
      <UploadFailedPopup
        opened={popupOpen}
        title={title}
        code={state.error}
        onConfirm={() => {
          setPopupOpen(false);
          upload.reset();
        }}
      />
    </>
  );
}
